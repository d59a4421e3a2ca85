import {
  addDays,
  calculatePlan,
  todayIso,
  type Goal,
  type IsoDate,
  type MealType,
} from '@platewise/core'
import { DEMO_GROUPS, type DemoGroup } from './demo-groups'
import { DEMO_PEOPLE, demoEmail, type DemoPerson } from './demo-people'
import {
  DEMO_DISHES,
  DEMO_TEXT_POSTS,
  type DemoDish,
  type DemoText,
  type TextPostKind,
} from './demo-posts'
import { createRandom, type Random } from './demo-random'
import { AVATAR_MOTIFS, type AvatarMotif } from './photos/draw-avatar'
import { planWeighIns, type PlannedWeighIn } from './demo-weights'
import { localTime, planDay } from './plan-days'
import { planReactions, type PlannedComment, type PlannedMark } from './plan-reactions'
import type { DishKind } from './photos/dish-painters'

// The whole demo as plain data, before anything is written: who exists, who
// follows whom, every meal, post, comment and like with its time. The same
// size and day give the same plan, so two runs on empty databases match.

export interface DemoSize {
  people: number
  /** Days of meals and posts, ending today */
  days: number
  posts: number
  groups: number
  /** Posts shared in groups, over all of them */
  groupPosts: number
}

// 15 days: two weeks of whole days before today, as the measured maintenance needs (decision 039)
export const FULL_DEMO: DemoSize = { people: 36, days: 15, posts: 80, groups: 8, groupPosts: 30 }

export interface PlannedPerson extends DemoPerson {
  email: string
  dailyCalories: number
  dailyProtein: number
  joinedAt: Date
  /** Their profile picture, for most of them; the rest show their initial */
  avatar?: AvatarMotif
}

export interface PlannedMeal {
  person: number
  date: IsoDate
  mealType: MealType
  description: string
  at: Date
}

export interface PlannedPost {
  author: number
  at: Date
  content: string
  kind: 'dish' | TextPostKind
  dish?: DemoDish
  photo: boolean
  /** The meal (an index into the plan's meals) the post shares as its meal data */
  sharedMeal?: number
  allowComments: boolean
  hideLikeCount: boolean
}

export interface PlannedGroup extends DemoGroup {
  owner: number
  /** Everyone else who joins, in the order they do; a private group's are people its owner follows */
  members: number[]
  /** When each of them joined */
  joinedAt: Date[]
  createdAt: Date
}

export interface PlannedGroupPost {
  /** An index into the plan's groups */
  group: number
  author: number
  at: Date
  content: string
  photo?: DishKind
}

export interface DemoPlan {
  today: IsoDate
  people: PlannedPerson[]
  /** [follower, followee] */
  follows: [number, number][]
  meals: PlannedMeal[]
  /** Oldest first, the order they are written in (the feed orders by id) */
  posts: PlannedPost[]
  comments: PlannedComment[]
  likes: PlannedMark[]
  bookmarks: PlannedMark[]
  /** Meals (indexes into meals) their eater saved */
  favorites: number[]
  groups: PlannedGroup[]
  /** Oldest first */
  groupPosts: PlannedGroupPost[]
  /** Likes of group posts (indexes into groupPosts) */
  groupLikes: PlannedMark[]
  /** Oldest first per person */
  weighIns: PlannedWeighIn[]
}

const textOf = (text: DemoText) => (typeof text === 'string' ? text : text.text)
const ownerOf = (text: DemoText) => (typeof text === 'string' ? undefined : text.by)

function planPeople(size: DemoSize, today: IsoDate): PlannedPerson[] {
  const random = createRandom('people')
  return DEMO_PEOPLE.slice(0, size.people).map((person, index) => {
    const plan = calculatePlan({ ...person, timelineDays: person.weeks * 7 })
    const joinedOn = addDays(today, -random.int(size.days + 7, 120))
    return {
      ...person,
      email: demoEmail(person),
      dailyCalories: plan.dailyCalories,
      dailyProtein: plan.dailyProtein,
      joinedAt: localTime(joinedOn, random.between(7, 23)),
      // the example logins have complete profiles, picture included
      avatar: index < 3 || random.chance(0.7) ? random.pick(AVATAR_MOTIFS) : undefined,
    }
  })
}

/** `count` different items, the heavier more likely. */
function weightedSample<T>(
  random: Random,
  items: readonly T[],
  count: number,
  weight: (item: T) => number,
) {
  const pool = [...items]
  const chosen: T[] = []
  while (chosen.length < count && pool.length > 0) {
    const item = random.weighted(pool, weight)
    chosen.push(item)
    pool.splice(pool.indexOf(item), 1)
  }
  return chosen
}

// Everyone follows 5 to 20 others, the people who post more being followed
// more; the example logins follow enough people for a full feed.
function planFollows(people: PlannedPerson[]): [number, number][] {
  const random = createRandom('follows')
  const indexes = people.map((_, index) => index)
  return indexes.flatMap((follower) => {
    const wanted = follower < 3 ? random.int(12, 18) : random.int(5, 20)
    const others = indexes.filter((other) => other !== follower)
    const followees = weightedSample(
      random,
      others,
      Math.min(wanted, others.length),
      (other) => 1 + people[other]!.posting,
    )
    return followees.map((followee): [number, number] => [follower, followee])
  })
}

interface PostDraft {
  text: DemoText
  kind: PlannedPost['kind']
  dish?: DemoDish
  shareMeal?: boolean
  goal?: Goal
}

const DISH_HOURS: Record<MealType, [number, number]> = {
  breakfast: [8, 10],
  lunch: [12.75, 14.5],
  snack: [16, 17],
  dinner: [19.5, 21.75],
}

function planPosts(size: DemoSize, people: PlannedPerson[], today: IsoDate, now: Date) {
  const random = createRandom('posts')
  const usernames = new Set(people.map((person) => person.username))
  const fits = (draft: PostDraft) => {
    const owner = ownerOf(draft.text)
    return owner === undefined || usernames.has(owner)
  }
  const dishDrafts = DEMO_DISHES.flatMap((dish) =>
    dish.captions.map((text): PostDraft => ({ text, kind: 'dish', dish })),
  ).filter(fits)
  const textDrafts = DEMO_TEXT_POSTS.map((post): PostDraft => ({
    text: post.text,
    kind: post.kind,
    shareMeal: post.shareMeal,
    goal: post.goal,
  })).filter(fits)

  // about half the posts carry a photo of a dish; a few dishes are shared as meal data only
  const photos = Math.min(Math.round(size.posts / 2), dishDrafts.length)
  const dishPosts = Math.min(dishDrafts.length, Math.round(size.posts * 0.55))
  const textPosts = Math.min(textDrafts.length, size.posts - dishPosts)
  const drafts = [...random.sample(dishDrafts, dishPosts), ...random.sample(textDrafts, textPosts)]

  const posters = people.map((_, index) => index).filter((index) => people[index]!.posting > 0)
  return drafts
    .map((draft, index): PlannedPost & { shareMeal: boolean } => {
      const owner = ownerOf(draft.text)
      const fitting = posters.filter((person) => !draft.goal || people[person]!.goal === draft.goal)
      const author = owner
        ? people.findIndex((person) => person.username === owner)
        : random.weighted(fitting.length ? fitting : posters, (person) => people[person]!.posting)
      const [earliest, latest] = draft.dish ? DISH_HOURS[draft.dish.mealType] : [7.5, 22]
      let daysAgo = random.int(0, size.days - 1)
      let at = localTime(addDays(today, -daysAgo), random.between(earliest, latest))
      // nobody posts from the future: later today moves to yesterday
      while (at.getTime() > now.getTime() - 10 * 60_000 && daysAgo < size.days - 1) {
        daysAgo += 1
        at = localTime(addDays(today, -daysAgo), random.between(earliest, latest))
      }
      if (at > now) at = new Date(now.getTime() - random.int(10, 60) * 60_000)
      const photo = draft.kind === 'dish' && index < photos
      return {
        author,
        at,
        content: textOf(draft.text),
        kind: draft.kind,
        dish: draft.dish,
        photo,
        // a dish without a photo always shows its meal; with one, half the time
        shareMeal: draft.kind === 'dish' ? !photo || random.chance(0.5) : Boolean(draft.shareMeal),
        allowComments: !random.chance(0.08),
        hideLikeCount: random.chance(0.1),
      }
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime())
}

export function planDemo(size: DemoSize, now: Date): DemoPlan {
  const today = todayIso(now)
  const people = planPeople(size, today)
  const follows = planFollows(people)
  const drafts = planPosts(size, people, today, now)

  // a posted dish is the author's meal of that type that day, eaten before the post
  const dishDays = new Map<
    string,
    Partial<Record<MealType, { description: string; before: Date }>>
  >()
  const dayKey = (person: number, date: IsoDate) => `${person} ${date}`
  for (const post of drafts) {
    if (!post.dish) continue
    const key = dayKey(post.author, todayIso(post.at))
    const fixed = dishDays.get(key) ?? {}
    fixed[post.dish.mealType] = { description: post.dish.description, before: post.at }
    dishDays.set(key, fixed)
  }
  const sharingDays = new Set(
    drafts.filter((post) => post.shareMeal).map((post) => dayKey(post.author, todayIso(post.at))),
  )

  const random = createRandom('meals')
  const meals: PlannedMeal[] = []
  people.forEach((person, index) => {
    for (let daysAgo = size.days - 1; daysAgo >= 0; daysAgo -= 1) {
      const date = addDays(today, -daysAgo)
      const key = dayKey(index, date)
      const mustLog = dishDays.has(key) || sharingDays.has(key) || daysAgo === 0
      if (!mustLog && random.chance(person.gaps)) continue
      const day = planDay(random, {
        date,
        goals: { calories: person.dailyCalories, protein: person.dailyProtein },
        slip: daysAgo > 0 && random.chance(person.slips),
        // the steadiest loggers hit their protein most days; everyone now and then
        aimForProtein: random.chance(person.slips === 0 ? 0.85 : 0.5),
        fixed: dishDays.get(key) ?? {},
        until: daysAgo === 0 ? now : undefined,
      })
      meals.push(...day.map((meal) => ({ person: index, date, ...meal })))
    }
  })

  const posts = drafts.map(({ shareMeal, ...post }): PlannedPost => {
    if (!shareMeal) return post
    const date = todayIso(post.at)
    const eaten = meals
      .map((meal, index) => ({ meal, index }))
      .filter(({ meal }) => meal.person === post.author && meal.date === date && meal.at < post.at)
    const shared = post.dish
      ? eaten.find(({ meal }) => meal.description === post.dish!.description)
      : eaten[eaten.length - 1]
    return { ...post, sharedMeal: shared?.index }
  })

  const reactions = planReactions(people.length, follows, posts, now)
  return {
    today,
    people,
    follows,
    meals,
    posts,
    ...reactions,
    favorites: planFavorites(people.length, meals),
    weighIns: planWeighIns(people, today),
    ...planGroups(size, people, follows, today, now),
  }
}

// Each person keeps one or two of their usual meals as saved meals.
function planFavorites(peopleCount: number, meals: PlannedMeal[]): number[] {
  const random = createRandom('favorites')
  const favorites: number[] = []
  for (let person = 0; person < peopleCount; person += 1) {
    const own = meals
      .map((meal, index) => ({ meal, index }))
      .filter(({ meal }) => meal.person === person)
    const seen = new Set<string>()
    const distinct = own.filter(
      ({ meal }) => !seen.has(meal.description) && seen.add(meal.description),
    )
    favorites.push(...random.sample(distinct, random.int(1, 2)).map(({ index }) => index))
  }
  return favorites
}

const DAY_MS = 24 * 3_600_000

/** A waking hour of one of the demo's days, at least half an hour ago. */
function daytime(random: Random, size: DemoSize, today: IsoDate, now: Date) {
  const latest = now.getTime() - 30 * 60_000
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const at = localTime(addDays(today, -random.int(0, size.days - 1)), random.between(7.5, 22))
    if (at.getTime() <= latest) return at
  }
  return new Date(latest)
}

/** A moment between two others, as a share of the way. */
const between = (random: Random, from: Date, to: Date) =>
  new Date(from.getTime() + random.next() * (to.getTime() - from.getTime()))

// Groups were started a while ago; their members joined before the two weeks
// the demo shows, and post and like within them.
function planGroups(
  size: DemoSize,
  people: PlannedPerson[],
  follows: [number, number][],
  today: IsoDate,
  now: Date,
) {
  const random = createRandom('groups')
  const indexes = people.map((_, index) => index)
  const windowStart = localTime(addDays(today, -(size.days - 1)), 7)
  const groups: PlannedGroup[] = DEMO_GROUPS.slice(0, size.groups).map((group) => {
    const owner = random.weighted(indexes, (index) => 1 + people[index]!.posting)
    // a private group grows by invitation, and members invite people they follow
    const candidates = group.isPrivate
      ? follows.filter(([follower]) => follower === owner).map(([, followee]) => followee)
      : indexes.filter((index) => index !== owner)
    const count = Math.min(candidates.length, Math.max(2, Math.round(group.reach * people.length)))
    const createdAt = localTime(
      addDays(today, -random.int(size.days + 5, 60)),
      random.between(8, 22),
    )
    const joinedAt = Array.from({ length: count }, () =>
      between(random, createdAt, windowStart),
    ).sort((a, b) => a.getTime() - b.getTime())
    return { ...group, owner, members: random.sample(candidates, count), joinedAt, createdAt }
  })

  // each group's posts in turn, so a small demo still has some in every group
  const longest = Math.max(0, ...groups.map((group) => group.posts.length))
  const turns = Array.from({ length: longest }, (_, turn) =>
    groups.flatMap((group, index) => (turn < group.posts.length ? [{ group, index, turn }] : [])),
  ).flat()
  const groupPosts = turns
    .slice(0, size.groupPosts)
    .map(({ group, index, turn }): PlannedGroupPost => {
      const post = group.posts[turn]!
      const everyone = [group.owner, ...group.members]
      return {
        group: index,
        author: random.weighted(everyone, (person) => 0.5 + people[person]!.posting),
        at: daytime(random, size, today, now),
        content: post.text,
        photo: post.photo,
      }
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime())

  const groupLikes: PlannedMark[] = []
  groupPosts.forEach((post, index) => {
    const group = groups[post.group]!
    for (const person of [group.owner, ...group.members]) {
      if (person === post.author || !random.chance(0.4)) continue
      const latest = Math.min(now.getTime(), post.at.getTime() + DAY_MS)
      groupLikes.push({ post: index, person, at: between(random, post.at, new Date(latest)) })
    }
  })
  return { groups, groupPosts, groupLikes }
}
