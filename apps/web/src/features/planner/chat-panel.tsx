import { zodResolver } from '@hookform/resolvers/zod'
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatFormSchema,
  emptyChatForm,
  type ChatContext,
} from '@platewise/core'
import { SendHorizontal } from 'lucide-react'
import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { controlClasses } from '../../ui/text-field'
import { Button } from '../../ui/button'
import { AssistantMark, ChatBubble } from './chat-bubble'
import { usePlannerChat } from './use-planner-chat'

/** Questions a person can send with one tap, one per kind of reply. */
const STARTERS = [
  'Breakfast ideas',
  'What should I have for dinner?',
  'How much protein do I need?',
  'Tips for weight loss',
] as const

/**
 * The AI chat (§4): the conversation, the typing indicator while a reply is
 * on its way, and the message box, disabled meanwhile. Enter sends.
 */
export function ChatPanel({
  context,
  focusOnOpen,
}: {
  context: ChatContext
  /** Put the cursor in the message box when the panel opens (Start Planning) */
  focusOnOpen: boolean
}) {
  const { messages, waiting, send } = usePlannerChat(context)
  // the message as typed; chatFormSchema sends it trimmed, and never a blank one
  const form = useForm({ defaultValues: emptyChatForm(), resolver: zodResolver(chatFormSchema) })
  const draft = useWatch({ control: form.control, name: 'message' })
  const { ref: registerInput, ...messageInput } = form.register('message')
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  // a disabled box loses the cursor: give it back when the reply is in
  const refocus = useRef(false)

  // the newest message (or the typing dots) in view
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length, waiting])

  useEffect(() => {
    if (waiting || !refocus.current) return
    refocus.current = false
    inputRef.current?.focus()
  }, [waiting])

  function submit(event: FormEvent) {
    void form.handleSubmit(({ message }) => {
      if (waiting) return
      refocus.current = true
      send(message)
      form.reset()
    })(event)
  }

  function sendStarter(question: string) {
    refocus.current = true
    send(question)
  }

  return (
    <section
      aria-label="AI Chat"
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div
        ref={logRef}
        role="log"
        aria-label="Conversation"
        // a scrolling box is reached and scrolled by keyboard too
        tabIndex={0}
        className="h-[min(30rem,55dvh)] overflow-y-auto bg-stone-50/70 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-5"
      >
        <ol className="space-y-4">
          {messages.map((message) => (
            <ChatBubble key={message.id} message={message} />
          ))}
        </ol>
        {/* always in the page, so screen readers hear it when it fills */}
        <div role="status">
          {waiting && (
            <div className="mt-4 flex items-end gap-2">
              <AssistantMark />
              <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-md border border-stone-200 bg-white px-3.5 py-3 shadow-xs">
                <span className="sr-only">Assistant is typing</span>
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    aria-hidden
                    style={{ animationDelay: `${delay}ms` }}
                    className="size-1.5 rounded-full bg-stone-400 motion-safe:animate-bounce"
                  />
                ))}
              </span>
            </div>
          )}
        </div>
      </div>

      <form onSubmit={submit} className="border-t border-stone-200 p-3 sm:p-4">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-700">
          Your message
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="text"
            {...messageInput}
            ref={(input) => {
              registerInput(input)
              inputRef.current = input
            }}
            disabled={waiting}
            autoFocus={focusOnOpen}
            autoComplete="off"
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder="e.g. Dinner ideas?"
            className={controlClasses()}
          />
          <Button type="submit" disabled={waiting || draft.trim() === ''} className="shrink-0">
            <SendHorizontal className="size-4" aria-hidden />
            Send
          </Button>
        </div>
        {/* one row to swipe on a phone, wrapped on wider screens */}
        <div className="-mx-3 mt-3 flex items-center gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <span className="shrink-0 text-xs font-medium text-stone-500">Try:</span>
          {STARTERS.map((question) => (
            <button
              key={question}
              type="button"
              onClick={() => sendStarter(question)}
              disabled={waiting}
              className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-brand-50 hover:text-brand-700 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {question}
            </button>
          ))}
        </div>
      </form>
    </section>
  )
}
