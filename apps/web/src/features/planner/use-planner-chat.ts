import {
  CHAT_REPLY_DELAY_MS,
  chatGreeting,
  composeReply,
  routeChatMessage,
  type ChatContext,
  type ChatMessage,
  type ChatMessageType,
  type ChatTopic,
} from '@platewise/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useAuth, useUserId } from '../../lib/auth-context'
import { plannerKeys } from './planner-keys'

interface ChatState {
  messages: ChatMessage[]
  /** A question waiting for its reply, which shows at `dueAt` (ms since 1970) */
  pending: { topic: ChatTopic; dueAt: number } | null
}

const chatMessage = (
  messages: readonly ChatMessage[],
  type: ChatMessageType,
  content: string,
): ChatMessage => ({
  // messages are only ever added, so the position names one for good
  id: `message-${messages.length + 1}`,
  type,
  content,
  timestamp: new Date().toISOString(),
})

/**
 * The AI chat of §4: the person's message goes in at once, the typing
 * indicator shows for 1.5 s (§9), then the canned reply for the message's
 * topic, written with the context as it is when the reply shows.
 *
 * The conversation and the question waiting for its reply live in the query
 * cache under the user: leaving the page keeps both, coming back shows a reply
 * that fell due meanwhile, and signing out clears them.
 */
export function usePlannerChat(context: ChatContext) {
  const queryClient = useQueryClient()
  const userId = useUserId()
  const { user } = useAuth()
  const key = plannerKeys.chat(userId)

  const { data: chat } = useQuery({
    queryKey: key,
    // never asked of a server; any refetch (a broad invalidation) keeps the chat
    queryFn: () => queryClient.getQueryData<ChatState>(key) ?? newChat(user?.first_name),
    initialData: () => newChat(user?.first_name),
    staleTime: Infinity,
    gcTime: Infinity,
  })

  // the reply reads the context when it shows, not when the question was asked
  const contextRef = useRef(context)
  useEffect(() => {
    contextRef.current = context
  })

  const pending = chat.pending
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(
      () =>
        queryClient.setQueryData<ChatState>(plannerKeys.chat(userId), (current) =>
          current?.pending
            ? {
                messages: [
                  ...current.messages,
                  chatMessage(
                    current.messages,
                    'assistant',
                    composeReply(current.pending.topic, contextRef.current),
                  ),
                ],
                pending: null,
              }
            : current,
        ),
      Math.max(0, pending.dueAt - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [pending, queryClient, userId])

  const send = useCallback(
    (text: string) => {
      const question = text.trim()
      if (question === '') return
      queryClient.setQueryData<ChatState>(plannerKeys.chat(userId), (current) => {
        // one question at a time: the input is disabled while a reply is on its way
        if (!current || current.pending) return current
        return {
          messages: [...current.messages, chatMessage(current.messages, 'user', question)],
          pending: { topic: routeChatMessage(question), dueAt: Date.now() + CHAT_REPLY_DELAY_MS },
        }
      })
    },
    [queryClient, userId],
  )

  return { messages: chat.messages, waiting: chat.pending !== null, send }
}

function newChat(firstName: string | null | undefined): ChatState {
  return { messages: [chatMessage([], 'assistant', chatGreeting(firstName))], pending: null }
}
