import { createGroupPostSchema, createGroupSchema } from '@platewise/core'
import type { Database } from '../db/client'
import { createGroupsService } from '../modules/groups/groups.service'
import type { MealsService } from '../modules/meals/meals.service'
import type { PostsService } from '../modules/social/posts.service'
import type { DemoPlan } from './demo-plan'
import {
  setGroupCreatedAt,
  setGroupJoinTimes,
  setGroupSymbols,
  setLikeTimes,
  setPostTimes,
} from './demo-seed.queries'

interface GroupDependencies {
  meals: MealsService
  posts: PostsService
  /** Group posts' photos, by index into the plan's group posts */
  photos: Map<number, Uint8Array>
}

/**
 * The demo's groups through the groups service, as people would make them:
 * the owner creates, others join (a private group's after the owner invites
 * them), members share posts and like them (posts with a group, decision 034). Answers how many of each.
 */
export async function seedDemoGroups(
  db: Database,
  plan: DemoPlan,
  userIds: readonly number[],
  { meals, posts, photos }: GroupDependencies,
) {
  const groups = createGroupsService(db, meals, posts)
  const user = (person: number) => userIds[person]!
  const groupIds: number[] = []
  for (const group of plan.groups) {
    const owner = user(group.owner)
    const created = await groups.create(
      owner,
      createGroupSchema.parse({
        name: group.name,
        description: group.description,
        is_private: group.isPrivate,
      }),
      plan.today,
    )
    for (const member of group.members) {
      if (group.isPrivate) await groups.invite(owner, created.id, user(member), new Date())
      await groups.join(user(member), created.id, plan.today)
    }
    groupIds.push(created.id)
  }
  await setGroupSymbols(
    db,
    plan.groups.map((group, index) => ({ id: groupIds[index]!, image: group.image })),
  )
  await setGroupCreatedAt(
    db,
    plan.groups.map((group, index) => ({ key: [groupIds[index]!], at: group.createdAt })),
  )
  await setGroupJoinTimes(
    db,
    plan.groups.flatMap((group, index) => [
      { key: [groupIds[index]!, user(group.owner)], at: group.createdAt },
      ...group.members.map((member, order) => ({
        key: [groupIds[index]!, user(member)],
        at: group.joinedAt[order]!,
      })),
    ]),
  )

  const postIds: number[] = []
  for (const [index, post] of plan.groupPosts.entries()) {
    const body = createGroupPostSchema.parse({ content: post.content, image: photos.get(index) })
    const created = await groups.share(user(post.author), groupIds[post.group]!, body)
    postIds.push(created.id)
  }
  await setPostTimes(
    db,
    plan.groupPosts.map((post, index) => ({ key: [postIds[index]!], at: post.at })),
  )
  for (const like of plan.groupLikes) {
    const groupId = groupIds[plan.groupPosts[like.post]!.group]!
    await groups.toggleLike(user(like.person), groupId, postIds[like.post]!)
  }
  await setLikeTimes(
    db,
    plan.groupLikes.map((like) => ({ key: [postIds[like.post]!, user(like.person)], at: like.at })),
  )
  return { groups: plan.groups.length, posts: plan.groupPosts.length }
}
