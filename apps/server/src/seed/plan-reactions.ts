import { ADVICE_COMMENTS, AUTHOR_REPLIES, FOOD_COMMENTS, PROGRESS_COMMENTS } from './demo-posts'
import { createRandom, type Random } from './demo-random'
import type { PlannedPost } from './demo-plan'

// Likes, comments and bookmarks on the demo posts. The author's followers
// react most; strangers now and then. Every reaction comes after its post and
// before now.

export interface PlannedComment {
  /** An index into the plan's posts */
  post: number
  author: number
  at: Date
  content: string
}

/** A like or a bookmark. */
export interface PlannedMark {
  post: number
  person: number
  at: Date
}

const COMMENTS_BY_KIND: Record<PlannedPost['kind'], readonly string[]> = {
  dish: FOOD_COMMENTS,
  progress: PROGRESS_COMMENTS,
  question: ADVICE_COMMENTS,
  tip: ADVICE_COMMENTS,
}

// how likely a post is to be talked about, by kind: questions invite answers
const COMMENTED: Record<PlannedPost['kind'], number> = {
  dish: 0.6,
  progress: 0.7,
  question: 0.9,
  tip: 0.45,
}

const DAY_MS = 24 * 3_600_000

/** `count` moments after `start`, in order: most within hours, some a day later, none after now. */
function momentsAfter(random: Random, start: Date, now: Date, count: number): Date[] {
  const window = Math.min(1.5 * DAY_MS, now.getTime() - start.getTime())
  return Array.from({ length: count }, () => random.next() ** 2)
    .sort((a, b) => a - b)
    .map((share) => new Date(start.getTime() + 60_000 + Math.max(0, window - 60_000) * share))
}

export function planReactions(
  peopleCount: number,
  follows: [number, number][],
  posts: PlannedPost[],
  now: Date,
) {
  const random = createRandom('reactions')
  const followers = new Map<number, Set<number>>()
  for (const [follower, followee] of follows) {
    const set = followers.get(followee) ?? new Set<number>()
    set.add(follower)
    followers.set(followee, set)
  }

  const likes: PlannedMark[] = []
  const comments: PlannedComment[] = []
  posts.forEach((post, index) => {
    const fans = followers.get(post.author) ?? new Set<number>()
    // some posts simply land better than others
    const appeal = random.between(0.25, post.photo ? 0.75 : 0.55)
    const likers: number[] = []
    for (let person = 0; person < peopleCount; person += 1) {
      if (person === post.author) continue
      if (random.chance(fans.has(person) ? appeal : 0.04)) likers.push(person)
    }
    momentsAfter(random, post.at, now, likers.length).forEach((at, order) => {
      likes.push({ post: index, person: likers[order]!, at })
    })

    if (!post.allowComments || !random.chance(COMMENTED[post.kind])) return
    const audience = [...new Set([...likers, ...fans])].filter((person) => person !== post.author)
    const commenters = random.sample(audience, Math.min(audience.length, random.int(2, 4)))
    const texts = random.sample(COMMENTS_BY_KIND[post.kind], commenters.length)
    const replies = post.kind !== 'tip' && commenters.length > 0 && random.chance(0.4)
    const times = momentsAfter(random, post.at, now, commenters.length + (replies ? 1 : 0))
    commenters.forEach((author, order) => {
      comments.push({ post: index, author, at: times[order]!, content: texts[order]! })
    })
    if (replies) {
      comments.push({
        post: index,
        author: post.author,
        at: times[commenters.length]!,
        content: random.pick(AUTHOR_REPLIES),
      })
    }
  })

  // a few people keep photos they liked, for later
  const bookmarks: PlannedMark[] = []
  for (let person = 0; person < peopleCount; person += 1) {
    const liked = likes.filter((like) => like.person === person && posts[like.post]!.photo)
    for (const like of random.sample(liked, random.int(0, 2))) {
      bookmarks.push({ post: like.post, person, at: like.at })
    }
  }
  return { likes, comments, bookmarks }
}
