import { Alert } from '../../ui/alert'
import type { FlashMessage } from './use-flash-message'

/**
 * The page's message area, pinned to the bottom of the screen so it is seen
 * wherever the button that caused it was (§8: 3 s; errors as role=alert).
 */
export function FlashToast({ message }: { message: FlashMessage | null }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      {message && (
        <Alert
          key={message.key}
          tone={message.tone}
          className="pointer-events-auto w-full max-w-md font-medium shadow-lg"
        >
          {message.text}
        </Alert>
      )}
    </div>
  )
}
