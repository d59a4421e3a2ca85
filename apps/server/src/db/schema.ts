import {
  GROUP_SYMBOLS,
  NOTIFICATION_KINDS,
  PROFILE_RANGES,
  UPLOADED_IMAGE_ADDRESS_SOURCE,
} from '@platewise/core'
import { sql, type SQL } from 'drizzle-orm'
import {
  type AnyPgColumn,
  type PgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    profilePicture: text('profile_picture'),
    // whose words the analyser reads ('US', 'UK', 'AU'); null: the browser's language decides
    foodRegion: text('food_region'),
    // how weights and heights are shown ('US', 'metric'); null: the browser's region decides
    units: text('units'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // shown on every profile and search row: kept in the transaction that moves them
    postsCount: integer('posts_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
  },
  (table) => [
    // emails and usernames are unique whatever their case
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    // people search (docs/decisions/011-search.md): trigrams of the names and username, never the email
    index('users_search_trgm_idx').using('gin', sql`(${personSearchText(table)}) gin_trgm_ops`),
    ...pictureRules('users', table.profilePicture),
    check(
      'users_food_region_known',
      sql`${table.foodRegion} is null or ${table.foodRegion} in ('US', 'UK', 'AU')`,
    ),
    check('users_units_known', sql`${table.units} is null or ${table.units} in ('US', 'metric')`),
  ],
)

/**
 * A profile picture is one of our uploads or none (issue 24), whatever writes
 * the row; and an image is removed only when no row points at it, which asks
 * this column by address (images/image-references.queries.ts).
 */
function pictureRules(tableName: string, picture: PgColumn) {
  return [
    check(
      `${tableName}_profile_picture_check`,
      sql`${picture} ~ '${sql.raw(UPLOADED_IMAGE_ADDRESS_SOURCE)}'`,
    ),
    index(`${tableName}_profile_picture_idx`)
      .on(picture)
      .where(sql`${picture} is not null`),
  ]
}

/** Images are removed only when no row points at them: the photo columns are asked by key. */
function photoIndex(name: string, imageKey: PgColumn) {
  return index(name)
    .on(imageKey)
    .where(sql`${imageKey} is not null`)
}

/**
 * What people search reads: first name, last name and username, in one string.
 * The index above and the search's queries use this same expression, so the
 * planner can match them; never add the email to it.
 */
export function personSearchText(table: {
  firstName: AnyPgColumn
  lastName: AnyPgColumn
  username: AnyPgColumn
}): SQL {
  return sql`${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.username}`
}

/**
 * One row counting the changes to what people search ranks by: who exists and
 * their names. A trigger on users (migration 0009) adds one in the transaction
 * of every insert, delete, truncate or change of a name, so a ranking cached
 * under a generation (modules/search/people-rankings.ts) is known stale by
 * every server the moment the change commits.
 */
export const peopleSearchGeneration = pgTable(
  'people_search_generation',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('people_search_generation_one_row', sql`${table.singleton}`)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // only the SHA-256 of the bearer token is kept, so a database leak reveals no usable token
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // shown in Settings: the browser and system it began on, read once from the User-Agent
    deviceLabel: text('device_label').notNull().default('Unknown device'),
    // moved at most once a minute (SESSION_TOUCH_MS), so requests seldom write
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    // the sweep deletes expired and revoked sessions; revoked ones are few, hence partial
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_revoked_at_idx')
      .on(table.revokedAt)
      .where(sql`${table.revokedAt} is not null`),
  ],
)

/**
 * Password reset links (issue 27, decision 036): only the SHA-256 of the token
 * in the mail is kept. A row is deleted when its token is used, and with every
 * other of its user's when the password changes, so a used token is unknown.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
    index('password_reset_tokens_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * One profile per user: the goals of onboarding and the social bio (spec §3
 * Profile). Its picture is the user's, written to both rows at once
 * (modules/profile/profile-picture.queries.ts).
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyCalories: integer('daily_calories').notNull(),
    dailyProtein: integer('daily_protein').notNull(),
    // pounds and inches, as the product shows them
    weight: doublePrecision('weight'),
    targetWeight: doublePrecision('target_weight'),
    height: doublePrecision('height'),
    age: integer('age'),
    activityLevel: text('activity_level'),
    gender: text('gender'),
    bio: text('bio'),
    profilePicture: text('profile_picture'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => pictureRules('profiles', table.profilePicture),
)

/** The seven nutrients of §3: whole grams except sugar (g) and sodium (mg), which keep decimals. */
const nutrientColumns = () => ({
  calories: integer('calories').notNull().default(0),
  protein: integer('protein').notNull().default(0),
  carbs: integer('carbs').notNull().default(0),
  fat: integer('fat').notNull().default(0),
  fiber: integer('fiber').notNull().default(0),
  sugar: doublePrecision('sugar').notNull().default(0),
  sodium: doublePrecision('sodium').notNull().default(0),
})

/**
 * A logged meal. Its nutrients are stored with it, so later changes to the food
 * table never rewrite a user's history.
 */
export const meals = pgTable(
  'meals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // the user's own calendar day, not a UTC instant
    mealDate: date('meal_date', { mode: 'string' }).notNull(),
    mealType: text('meal_type').notNull(),
    description: text('description').notNull(),
    ...nutrientColumns(),
    // what the analyser understood, for meals logged with "Add Meal Using AI"
    analysis: jsonb('analysis'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meals_user_date_idx').on(table.userId, table.mealDate, table.id)],
)

/**
 * A person's weight on one of their calendar days (issue 27): one a day, in
 * pounds like the profile's weight and within its human range.
 */
export const weights = pgTable(
  'weights',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // the person's own calendar day, not a UTC instant
    weighedOn: date('weighed_on', { mode: 'string' }).notNull(),
    weight: doublePrecision('weight').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.weighedOn] }),
    check(
      'weights_weight_range',
      sql`${table.weight} between ${sql.raw(String(PROFILE_RANGES.weight.min))} and ${sql.raw(String(PROFILE_RANGES.weight.max))}`,
    ),
  ],
)

/** A saved meal ("favorite") that can be added again on any day. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceMealId: integer('source_meal_id').references(() => meals.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mealType: text('meal_type').notNull(),
    description: text('description').notNull(),
    ...nutrientColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('favorites_user_idx').on(table.userId, table.id),
    // one saved copy per meal: saving the same meal twice answers 409
    uniqueIndex('favorites_user_source_meal_unique').on(table.userId, table.sourceMealId),
  ],
)

/**
 * A post (§3). Its photo is a key in image storage, not an address, so moving
 * the images elsewhere (object storage, a CDN) changes no row. The counters
 * move in the same transaction as the like or comment they count. A post with
 * a group was shared with that group (§3 Group post, decision 034): it is seen
 * as the group's Recent Posts are (decision 013), not in the feed or on its
 * author's profile, and counts in the group's posts_count, not the author's.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references((): AnyPgColumn => groups.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    imageKey: text('image_key'),
    mealData: jsonb('meal_data'),
    allowComments: boolean('allow_comments').notNull().default(true),
    hideLikeCount: boolean('hide_like_count').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed its words; null when never (decision 040) */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    // a profile's posts and the feed (authors in a set), newest first by id
    index('posts_user_id_idx').on(table.userId, table.id),
    // a group's Recent Posts, newest first by id; only group posts are in it
    index('posts_group_id_idx')
      .on(table.groupId, table.id)
      .where(sql`${table.groupId} is not null`),
    photoIndex('posts_image_key_idx', table.imageKey),
  ],
)

/** A person's mark on a post (a like, a bookmark): who, which post, when. */
const personMarksPostColumns = () => ({
  postId: integer('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Who liked what; the primary key makes a like once per person. */
export const postLikes = pgTable('post_likes', personMarksPostColumns(), (table) => [
  primaryKey({ columns: [table.postId, table.userId] }),
  // a profile's Liked tab, most recent first, in index order to the last tie
  index('post_likes_user_created_idx').on(table.userId, table.createdAt, table.postId),
])

/** Bookmarks ("favorite" in §7): private to the person who made them. */
export const postBookmarks = pgTable('post_bookmarks', personMarksPostColumns(), (table) => [
  primaryKey({ columns: [table.postId, table.userId] }),
  // the owner's Saved tab, most recent first, in index order to the last tie
  index('post_bookmarks_user_created_idx').on(table.userId, table.createdAt, table.postId),
])

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // a post's comments, oldest first
    index('comments_post_id_idx').on(table.postId, table.id),
    // so deleting a user does not scan every comment
    index('comments_user_id_idx').on(table.userId),
  ],
)

/** follower follows followee; the feed reads it by follower, follower lists by followee. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    // a profile's followers in keyset pages by follower id (the primary key serves following lists)
    index('follows_followee_follower_idx').on(table.followeeId, table.followerId),
  ],
)

/**
 * A group (docs/decisions/013-groups.md). members_count and posts_count move in
 * the transaction that adds or removes a member or a post. Its image is one of
 * core's GROUP_SYMBOLS, drawn by the web app.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image', { enum: GROUP_SYMBOLS }).notNull().default('group'),
    isPrivate: boolean('is_private').notNull().default(false),
    // a group outlives the account that created it
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    membersCount: integer('members_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'groups_image_check',
      sql`${table.image} in (${sql.raw(GROUP_SYMBOLS.map((symbol) => `'${symbol}'`).join(', '))})`,
    ),
    // group search (docs/decisions/011-search.md): trigrams of the name and description
    index('groups_search_trgm_idx').using('gin', sql`(${groupSearchText(table)}) gin_trgm_ops`),
    index('groups_created_by_idx').on(table.createdBy),
  ],
)

/** What group search reads: the name and the description, in one string (as personSearchText). */
export function groupSearchText(table: { name: AnyPgColumn; description: AnyPgColumn }): SQL {
  return sql`${table.name} || ' ' || ${table.description}`
}

export const GROUP_ROLES = ['owner', 'member'] as const

/** Who belongs to which group, since when, and as what. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: GROUP_ROLES }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    // a person's groups
    index('group_members_user_idx').on(table.userId, table.groupId),
    check(
      'group_members_role_check',
      sql`${table.role} in (${sql.raw(GROUP_ROLES.map((role) => `'${role}'`).join(', '))})`,
    ),
  ],
)

/**
 * Who was invited to which group, by whom. An invitation lets its person see a
 * private group and join it; joining uses it up.
 */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // the invitation stands when the member who sent it deletes their account
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    // a person's invitations, for their list of groups
    index('group_invitations_user_idx').on(table.userId, table.groupId),
    index('group_invitations_invited_by_idx').on(table.invitedBy),
  ],
)

/**
 * A person's "no" to someone's invitations (issue 24): when `user_id` declined
 * an invitation `inviter_id` sent, that inviter cannot invite them to any group
 * until INVITE_COOLDOWN_DAYS after `declined_at`. One row per pair, across
 * groups, since invitation spam comes with a new group each time; a later
 * decline moves its time on. Both people's data: it goes with either account.
 */
export const groupInvitationDeclines = pgTable(
  'group_invitation_declines',
  {
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    declinedAt: timestamp('declined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.inviterId, table.userId] }),
    // so deleting the person who declined does not scan every decline
    index('group_invitation_declines_user_idx').on(table.userId),
  ],
)

/**
 * One line of a person's notifications (issue 27, decision 041): everyone who
 * did one kind of thing to one post or group (or to the person, for follows)
 * since the last such line was read, collapsed. While unread, a new event
 * joins the line and moves it to the top by taking a new id, so paging by id
 * is paging by recency and a stream resumes from the last id it sent; hence
 * the events' foreign key follows an id change. At most one unread line per
 * target (the unique index). The line goes with its post or group.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    // when the latest event joined the line
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'notifications_kind_check',
      sql`${table.kind} in (${sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    // the list: a person's lines newest first, in keyset pages by id
    index('notifications_recipient_id_idx').on(table.recipientId, table.id),
    // the bell's count reads only the unread, and a new event finds its line here
    uniqueIndex('notifications_unread_target_idx')
      .on(
        table.recipientId,
        table.kind,
        sql`coalesce(${table.postId}, 0)`,
        sql`coalesce(${table.groupId}, 0)`,
      )
      .where(sql`${table.readAt} is null`),
    index('notifications_post_id_idx').on(table.postId),
    index('notifications_group_id_idx').on(table.groupId),
  ],
)

/**
 * Who did what, under which line: withdrawn when undone (an unlike, an
 * unfollow, a deleted comment, leaving the group), with its comment or its
 * person's account. A line without events is shown to nobody and removed.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'notification_events_notification_id_fk',
      columns: [table.notificationId],
      foreignColumns: [notifications.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // a line's latest people, and its count
    index('notification_events_notification_idx').on(table.notificationId, table.id),
    // withdrawing a person's event, and deleting their account
    index('notification_events_actor_idx').on(table.actorId),
    index('notification_events_comment_idx')
      .on(table.commentId)
      .where(sql`${table.commentId} is not null`),
  ],
)

/** The kinds of notification a person muted (Settings): none of these is written for them. */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
)
