import {
  createCommentSchema,
  createRegistrationPayloadSchema,
  favoriteFromMealSchema,
  mealCreateSchema,
  mealTitle,
  profilePayloadSchema,
  type Meal,
  type MealData,
} from '@platewise/core'
import type { Database } from '../db/client'
import { createAuthService } from '../modules/auth/auth.service'
import { isCommonPassword } from '../modules/auth/common-passwords'
import { createFavoritesService } from '../modules/favorites/favorites.service'
import { createMealsService } from '../modules/meals/meals.service'
import { createProfilePictureService } from '../modules/profile/profile-picture.service'
import { createProfileService } from '../modules/profile/profile.service'
import { createWeightsService } from '../modules/weights/weights.service'
import { createFollowsService } from '../modules/social/follows.service'
import { createPostsService } from '../modules/social/posts.service'
import { createSocialProfileService } from '../modules/social/social-profile.service'
import type { ImageStorage } from '../storage/image-storage'
import { seedDemoGroups } from './demo-seed-groups'
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-people'
import { FULL_DEMO, planDemo, type DemoPlan, type DemoSize } from './demo-plan'
import { createRandom } from './demo-random'
import {
  countDemoUsers,
  setBookmarkTimes,
  setCommentTimes,
  setJoinedAt,
  setLikeTimes,
  setMealTimes,
  setPostTimes,
} from './demo-seed.queries'
import { drawAvatar } from './photos/draw-avatar'
import { drawDishPhoto } from './photos/draw-dish-photo'

export interface SeedDemoOptions {
  db: Database
  /** Where post photos go: the app's own storage, so they are served under /uploads */
  images: ImageStorage
  size?: DemoSize
  now?: Date
  /** Progress, a line at a time */
  log?: (line: string) => void
}

export interface DemoSummary {
  people: number
  follows: number
  meals: number
  posts: number
  photos: number
  comments: number
  likes: number
  groups: number
  groupPosts: number
  weighIns: number
  /** Emails of a few accounts to sign in with */
  examples: string[]
}

export type SeedDemoResult =
  { created: true; summary: DemoSummary } | { created: false; existingPeople: number }

/**
 * Fills the database with the demo: people with finished onboarding, six
 * weeks of weigh-ins, follows, two weeks of meals, posts with photos, comments, likes and groups. Everything
 * is created through the features' services, as the API would, so passwords
 * are real hashes and every counter counts its rows. All of it is written in
 * one transaction: a run that fails leaves nothing behind, and a database that
 * already has demo people is left as it is.
 */
export async function seedDemo({
  db,
  images,
  size = FULL_DEMO,
  now = new Date(),
  log = () => {},
}: SeedDemoOptions): Promise<SeedDemoResult> {
  const existingPeople = await countDemoUsers(db, DEMO_EMAIL_DOMAIN)
  if (existingPeople > 0) return { created: false, existingPeople }

  const plan = planDemo(size, now)
  // drawn before the transaction opens, so it is not held open while pictures render
  const pictures: Pictures = {
    photos: await drawPhotos(plan, log),
    groupPhotos: await drawGroupPhotos(plan, log),
    avatars: await drawAvatars(plan),
  }

  // photos stored by a transaction that then fails are removed with it
  const stored: string[] = []
  const recording: ImageStorage = {
    ...images,
    async put(bytes, contentType) {
      const key = await images.put(bytes, contentType)
      stored.push(key)
      return key
    },
  }
  try {
    const summary = await db.transaction((tx) =>
      writePlan(tx as unknown as Database, recording, plan, pictures, log),
    )
    return { created: true, summary }
  } catch (error) {
    await Promise.all(stored.map((key) => images.delete(key)))
    throw error
  }
}

async function drawPhotos(plan: DemoPlan, log: (line: string) => void) {
  const photos = new Map<number, Uint8Array>()
  const total = plan.posts.filter((post) => post.photo).length
  for (const [index, post] of plan.posts.entries()) {
    if (!post.photo || !post.dish) continue
    log(`Drawing photo ${photos.size + 1} of ${total}: ${post.dish.title}`)
    photos.set(index, await drawDishPhoto(createRandom(`photo ${index}`), post.dish.kind))
  }
  return photos
}

async function drawGroupPhotos(plan: DemoPlan, log: (line: string) => void) {
  const photos = new Map<number, Uint8Array>()
  log("Drawing the group posts' photos")
  for (const [index, post] of plan.groupPosts.entries()) {
    if (post.photo)
      photos.set(index, await drawDishPhoto(createRandom(`group photo ${index}`), post.photo))
  }
  return photos
}

async function drawAvatars(plan: DemoPlan) {
  const avatars = new Map<number, Uint8Array>()
  for (const [index, person] of plan.people.entries()) {
    if (person.avatar)
      avatars.set(index, await drawAvatar(createRandom(`avatar ${index}`), person.avatar))
  }
  return avatars
}

interface Pictures {
  /** By index into the plan's posts */
  photos: Map<number, Uint8Array>
  /** By index into the plan's group posts */
  groupPhotos: Map<number, Uint8Array>
  /** By index into the plan's people */
  avatars: Map<number, Uint8Array>
}

/** A logged meal as a post shares it (as the web's meal picker does), under the dish's name when there is one. */
function mealDataOf(meal: Meal, title: string): MealData {
  const { calories, protein, carbs, fat, fiber, sugar, sodium } = meal
  return { title, calories, protein, carbs, fat, fiber, sugar, sodium }
}

async function writePlan(
  db: Database,
  images: ImageStorage,
  plan: DemoPlan,
  pictures: Pictures,
  log: (line: string) => void,
): Promise<DemoSummary> {
  const { photos, avatars } = pictures
  const auth = createAuthService(db)
  const profilePictures = createProfilePictureService(db, images)
  const profiles = createProfileService(db, profilePictures)
  const meals = createMealsService(db, profiles)
  const favorites = createFavoritesService(db, meals)
  const posts = createPostsService(db, images)
  const follows = createFollowsService(db, auth)
  const socialProfiles = createSocialProfileService({
    db,
    auth,
    profiles,
    posts,
    pictures: profilePictures,
  })
  // a new person has no picture to replace; were an image left behind, it would say so
  const imageLog = { error: (_details: object, message: string) => log(message) }
  // the route's own rules: the demo password must pass them like anyone's
  const registration = createRegistrationPayloadSchema(isCommonPassword)

  log(`Creating ${plan.people.length} people`)
  const userIds: number[] = []
  for (const person of plan.people) {
    const { token, user } = await auth.register(
      registration.parse({
        first_name: person.firstName,
        last_name: person.lastName,
        username: person.username,
        email: person.email,
        password: DEMO_PASSWORD,
      }),
    )
    // registering signs in; the demo needs the account, not that session
    await auth.logout(token)
    await profiles.save(
      user.id,
      profilePayloadSchema.parse({
        daily_calories: person.dailyCalories,
        daily_protein: person.dailyProtein,
        weight: person.weight,
        target_weight: person.targetWeight,
        height: person.height,
        age: person.age,
        activity_level: person.activityLevel,
        gender: person.gender,
        bio: person.bio,
      }),
      imageLog,
    )
    const avatar = avatars.get(userIds.length)
    if (avatar) await socialProfiles.setAvatar(user.id, avatar, imageLog)
    userIds.push(user.id)
  }
  await setJoinedAt(
    db,
    plan.people.map((person, index) => ({ key: [userIds[index]!], at: person.joinedAt })),
  )

  log(`Weighing in (${plan.weighIns.length})`)
  const weights = createWeightsService(db)
  for (const weighIn of plan.weighIns) {
    // the plan's today is the people's today: its weigh-in is the profile's weight
    await weights.save(userIds[weighIn.person]!, {
      date: weighIn.date,
      weight: weighIn.weight,
      today: plan.today,
    })
  }

  log(`Following (${plan.follows.length})`)
  for (const [follower, followee] of plan.follows) {
    await follows.follow(userIds[follower]!, String(userIds[followee]!))
  }

  log(`Logging ${plan.meals.length} meals`)
  const logged: Meal[] = []
  for (const meal of plan.meals) {
    const input = mealCreateSchema.parse({
      mealDate: meal.date,
      mealType: meal.mealType,
      description: meal.description,
    })
    logged.push(await meals.create(userIds[meal.person]!, input))
  }
  await setMealTimes(
    db,
    plan.meals.map((meal, index) => ({ key: [logged[index]!.id], at: meal.at })),
  )
  for (const index of plan.favorites) {
    const meal = logged[index]!
    await favorites.saveFromMeal(
      userIds[plan.meals[index]!.person]!,
      favoriteFromMealSchema.parse({ mealId: meal.id }),
    )
  }

  log(`Posting ${plan.posts.length} posts`)
  const postIds: number[] = []
  for (const [index, post] of plan.posts.entries()) {
    const shared = post.sharedMeal === undefined ? undefined : logged[post.sharedMeal]
    const created = await posts.create(userIds[post.author]!, {
      content: post.content,
      allowComments: post.allowComments,
      hideLikeCount: post.hideLikeCount,
      mealData: shared
        ? mealDataOf(shared, post.dish?.title ?? mealTitle(shared.description))
        : null,
      image: photos.get(index) ?? null,
    })
    postIds.push(created.id)
  }
  await setPostTimes(
    db,
    plan.posts.map((post, index) => ({ key: [postIds[index]!], at: post.at })),
  )

  log(`Comments (${plan.comments.length}), likes (${plan.likes.length}), bookmarks`)
  const commentIds: number[] = []
  for (const comment of plan.comments) {
    const { content } = createCommentSchema.parse({ content: comment.content })
    const created = await posts.comment(userIds[comment.author]!, postIds[comment.post]!, content)
    commentIds.push(created.id)
  }
  await setCommentTimes(
    db,
    plan.comments.map((comment, index) => ({ key: [commentIds[index]!], at: comment.at })),
  )
  for (const like of plan.likes) await posts.toggleLike(userIds[like.person]!, postIds[like.post]!)
  for (const mark of plan.bookmarks) {
    await posts.toggleBookmark(userIds[mark.person]!, postIds[mark.post]!)
  }
  const marks = (list: DemoPlan['likes']) =>
    list.map((mark) => ({ key: [postIds[mark.post]!, userIds[mark.person]!], at: mark.at }))
  await setLikeTimes(db, marks(plan.likes))
  await setBookmarkTimes(db, marks(plan.bookmarks))

  log(`Groups (${plan.groups.length})`)
  const groups = await seedDemoGroups(db, plan, userIds, {
    meals,
    posts,
    photos: pictures.groupPhotos,
  })

  return {
    people: plan.people.length,
    follows: plan.follows.length,
    meals: plan.meals.length,
    posts: plan.posts.length,
    photos: photos.size,
    comments: plan.comments.length,
    likes: plan.likes.length,
    groups: groups.groups,
    groupPosts: groups.posts,
    weighIns: plan.weighIns.length,
    examples: plan.people.slice(0, 3).map((person) => person.email),
  }
}
