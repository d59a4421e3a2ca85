import { z } from 'zod'
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-message'

// The AI chat's message box (§4) on react-hook-form. The chat asks no server
// (§7), so this is its one rule: a message is sent trimmed, and a blank one is
// not sent. Send stays disabled while the box is blank, so no message is shown.

export interface ChatFormValues {
  message: string
}

export const emptyChatForm = (): ChatFormValues => ({ message: '' })

export const chatFormSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
})
