import type { ChatMessage } from '@platewise/core'
import { Bot } from 'lucide-react'

/** '9:05 AM' on the person's clock */
function clockTime(iso: string): string {
  const date = new Date(iso)
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/** The assistant's round mark beside its messages and the typing dots. */
export function AssistantMark() {
  return (
    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
      <Bot className="size-4" aria-hidden />
    </span>
  )
}

/**
 * One message: the person's on the right in green, the assistant's on the
 * left in white. A reply's paragraphs are kept apart.
 */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user'
  return (
    <li className={`flex items-end gap-2 ${mine ? 'justify-end' : 'justify-start'}`}>
      {!mine && <AssistantMark />}
      <div className={`flex max-w-[85%] flex-col sm:max-w-[75%] ${mine ? 'items-end' : ''}`}>
        <div
          className={`space-y-2 rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words ${
            mine
              ? 'rounded-br-md bg-brand-700 text-white'
              : 'rounded-bl-md border border-stone-200 bg-white text-stone-800 shadow-xs'
          }`}
        >
          <span className="sr-only">{mine ? 'You said:' : 'Assistant said:'}</span>
          {message.content.split('\n\n').map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <time dateTime={message.timestamp} className="mt-1 px-1 text-[0.6875rem] text-stone-500">
          {clockTime(message.timestamp)}
        </time>
      </div>
    </li>
  )
}
