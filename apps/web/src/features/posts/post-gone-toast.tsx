import { useCallback } from 'react'
import { FlashToast } from '../../ui/flash-toast'
import { useFlashMessage } from '../../hooks/use-flash-message'
import { useOnPostGone } from './post-gone'
import { POST_FEEDBACK } from './posts-api'

/**
 * Says why a post vanished when the person liked, bookmarked, commented on or
 * deleted it: the server no longer has it. In the dashboard's shell, so it
 * shows on every tab with posts.
 */
export function PostGoneToast() {
  const { message, show, clear, hold } = useFlashMessage()
  useOnPostGone(useCallback(() => show(POST_FEEDBACK.gone), [show]))
  return <FlashToast message={message} onDismiss={clear} onHold={hold} />
}
