import type { PostAuthor } from '@platewise/core'

/** §8 Other: 'User' for a missing first or last name. */
export const authorName = (author: PostAuthor) =>
  `${author.first_name || 'User'} ${author.last_name || 'User'}`

/** §8 Other: 'user{id}' for a missing username. */
export const authorHandle = (author: PostAuthor) => `@${author.username || `user${author.id}`}`
