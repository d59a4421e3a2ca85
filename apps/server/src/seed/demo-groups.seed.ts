import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { groupMembers, groups } from '../db/schema'
import type { DemoPlan } from './demo-plan'

// TEMPORARY until the groups feature lands: rows written directly, members_count
// counted from the rows in one statement.
export async function seedDemoGroups(db: Database, plan: DemoPlan, userIds: number[]) {
  for (const group of plan.groups) {
    const [row] = await db
      .insert(groups)
      .values({
        name: group.name,
        description: group.description,
        image: group.image,
        isPrivate: group.isPrivate,
        createdBy: userIds[group.owner]!,
        createdAt: group.createdAt,
      })
      .returning({ id: groups.id })
    await db
      .insert(groupMembers)
      .values([
        { groupId: row!.id, userId: userIds[group.owner]!, role: 'owner' as const },
        ...group.members.map((member) => ({ groupId: row!.id, userId: userIds[member]! })),
      ])
  }
  await db.execute(
    sql`update ${groups} set members_count = (select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`,
  )
  return { groups: plan.groups.length, posts: 0 }
}
