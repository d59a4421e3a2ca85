// The chat message of §3 and the reply delay of §9.

/** What one message may hold: a question, not an essay (the chat answers by keywords, §4). */
export const CHAT_MESSAGE_MAX_LENGTH = 500

export const CHAT_MESSAGE_TYPES = ['user', 'assistant'] as const
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number]

export interface ChatMessage {
  id: string
  type: ChatMessageType
  content: string
  /** ISO timestamp */
  timestamp: string
}

/** §9: the typing indicator shows for 1.5 s before the reply appears. */
export const CHAT_REPLY_DELAY_MS = 1_500
