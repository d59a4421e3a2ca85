// Which canned reply a chat message gets (§4 AI chat): the message is matched
// against the spec's keywords, topic by topic, in the spec's order.

export const CHAT_TOPICS = [
  'breakfast',
  'lunch',
  'dinner',
  'weightLoss',
  'protein',
  'generic',
] as const
export type ChatTopic = (typeof CHAT_TOPICS)[number]

// Whole words only, so 'again' is not 'gain' and 'proteinaceous' is not 'protein';
// the plural and the usual endings of a keyword still count ('mornings',
// 'gaining', 'losing weight'), since people write them as often as the bare word.
const TOPIC_KEYWORDS: readonly (readonly [Exclude<ChatTopic, 'generic'>, RegExp])[] = [
  ['breakfast', /\b(?:breakfasts?|mornings?)\b/i],
  ['lunch', /\b(?:lunch(?:es)?|mid-?day)\b/i],
  ['dinner', /\b(?:dinners?|evenings?)\b/i],
  ['weightLoss', /\b(?:weight[\s-]+loss|los(?:e|ing)\s+weight)\b/i],
  ['protein', /\b(?:muscles?|proteins?|gain(?:s|ed|ing)?)\b/i],
]

/**
 * The topic of a chat message, case-insensitive and by whole words. When a
 * message names two topics, the one earlier in the spec's list wins:
 * breakfast, lunch, dinner, weight loss, then muscle and protein; so 'a high
 * protein breakfast' gets breakfast ideas. Anything else is 'generic'.
 */
export function routeChatMessage(text: string): ChatTopic {
  const match = TOPIC_KEYWORDS.find(([, keywords]) => keywords.test(text))
  return match ? match[0] : 'generic'
}
