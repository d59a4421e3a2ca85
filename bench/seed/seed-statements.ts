import { ACTIVITY_LEVELS } from '@platewise/core'
import { sql, type SQL } from 'drizzle-orm'
import {
  BENCH_EMAIL_DOMAIN,
  BENCH_EMAIL_PREFIX,
  BENCH_LAST_MEAL_DATE,
  BENCH_LAST_POST_AT,
  FOLLOWS_200,
  FOLLOWS_FEW,
  POPULAR_POST_COMMENTS,
} from './bench-data'
import { COMMENT_TEXTS, FIRST_NAMES, LAST_NAMES, POST_OPENINGS } from './bench-texts'
import type { CatalogMeal } from './meal-catalog'
import { int, mix, pick, strideCoprimeTo, textLiteral } from './seed-sql'
import type { SeedSize } from './seed-sizes'

export interface SeedStep {
  /** What the step loads, for the progress lines */
  label: string
  statement: SQL
}

const DAY_SECONDS = 86_400

/**
 * When people eat, one row per slot of a day: how many of ten days have that
 * meal (presence), at what hour, and which dishes. Ids follow the slot order,
 * so a day's meals come back in the order they were eaten.
 */
const MEAL_SLOTS = [
  { slot: 0, mealType: 'breakfast', presence: 8, hour: 8 },
  { slot: 1, mealType: 'lunch', presence: 9, hour: 13 },
  { slot: 2, mealType: 'snack', presence: 5, hour: 16 },
  { slot: 3, mealType: 'dinner', presence: 10, hour: 19 },
] as const

/** Seven in ten logged meals were analysed from their description; the rest were typed by hand. */
const ANALYSED_IN_TEN = 7
/** Four in ten posts share a meal's numbers. */
const MEAL_POSTS_IN_TEN = 4

function dayBefore(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/**
 * The generator's statements, in the order foreign keys need. Each is one
 * set-based INSERT … SELECT over generate_series; counters are written with the
 * rows they count (likes and comments are generated from the posts' own counts,
 * people's counts are aggregated at the end).
 */
export function seedStatements(
  size: SeedSize,
  passwordHash: string,
  catalog: CatalogMeal[],
): SeedStep[] {
  const users = int(size.users)
  const posts = int(size.posts)
  const followStride = int(strideCoprimeTo(size.users))
  const likeStride = int(strideCoprimeTo(size.users, [104_729, 7919, 1009, 101, 7]))
  const commentStride = int(strideCoprimeTo(size.users, [1009, 101, 7919, 7]))
  const firstMealDate = textLiteral(dayBefore(BENCH_LAST_MEAL_DATE, size.mealDays - 1))
  const lastPostAt = textLiteral(BENCH_LAST_POST_AT)
  // people joined a month before their first meal; posts spread over the days of meals
  const joinedFrom = textLiteral(`${dayBefore(BENCH_LAST_MEAL_DATE, size.mealDays + 30)}T09:00:00Z`)
  const secondsBetweenPosts = sql.raw(String((size.mealDays * DAY_SECONDS) / size.posts))
  const i = sql.raw('i')

  return [
    {
      label: 'meal catalog (temporary)',
      statement: sql`
        create temp table bench_meal_catalog (
          meal_type text not null, idx integer not null, description text not null, title text not null,
          calories integer not null, protein integer not null, carbs integer not null, fat integer not null,
          fiber integer not null, sugar double precision not null, sodium double precision not null,
          analysis jsonb not null, primary key (meal_type, idx)
        ) on commit drop`,
    },
    {
      label: 'meal slots (temporary)',
      statement: sql`
        create temp table bench_meal_slot (
          slot integer primary key, meal_type text not null, dishes integer not null,
          presence integer not null, hour integer not null
        ) on commit drop`,
    },
    {
      label: 'meal catalog rows',
      statement: sql`insert into bench_meal_catalog values ${sql.join(
        catalog.map(
          (meal) =>
            sql`(${meal.mealType}, ${meal.index}, ${meal.description}, ${meal.title}, ${meal.calories}, ${meal.protein}, ${meal.carbs}, ${meal.fat}, ${meal.fiber}, ${meal.sugar}, ${meal.sodium}, ${JSON.stringify(meal.analysis)}::jsonb)`,
        ),
        sql`, `,
      )}`,
    },
    {
      label: 'meal slots',
      statement: sql`insert into bench_meal_slot values ${sql.join(
        MEAL_SLOTS.map(
          (slot) =>
            sql`(${int(slot.slot)}, ${textLiteral(slot.mealType)}, ${int(catalog.filter((meal) => meal.mealType === slot.mealType).length)}, ${int(slot.presence)}, ${int(slot.hour)})`,
        ),
        sql`, `,
      )}`,
    },
    {
      label: 'users',
      statement: sql`
        insert into users (id, email, username, first_name, last_name, password_hash, created_at)
        select i, ${textLiteral(BENCH_EMAIL_PREFIX)} || i || ${textLiteral(`@${BENCH_EMAIL_DOMAIN}`)},
          lower(name.first_name || '.' || name.last_name) || i, name.first_name, name.last_name,
          ${passwordHash}, timestamptz ${joinedFrom} + i * interval '1 minute'
        from generate_series(1, ${users}) as i
        cross join lateral (
          select ${pick(FIRST_NAMES, i, 1)} as first_name, ${pick(LAST_NAMES, i, 2)} as last_name
        ) as name
        order by i`,
    },
    {
      label: 'profiles (onboarding done, goals set)',
      statement: sql`
        insert into profiles (user_id, daily_calories, daily_protein, weight, target_weight, height,
          age, activity_level, gender, created_at, updated_at)
        select u.id, 1500 + 10 * (${mix(sql`u.id`, 3)} % 121), 60 + ${mix(sql`u.id`, 4)} % 111,
          body.weight, body.weight - ${mix(sql`u.id`, 5)} % 21, 60 + ${mix(sql`u.id`, 6)} % 17,
          18 + ${mix(sql`u.id`, 7)} % 53, ${pick(ACTIVITY_LEVELS, sql`u.id`, 8)},
          ${pick(['female', 'male'], sql`u.id`, 9)}, u.created_at, u.created_at
        from users as u
        cross join lateral (select 120 + ${mix(sql`u.id`, 10)} % 131 as weight) as body
        order by u.id`,
    },
    {
      label: 'follows',
      statement: sql`
        insert into follows (follower_id, followee_id, created_at)
        select f, 1 + (f - 1 + j * ${followStride}) % ${users},
          timestamptz ${joinedFrom} + interval '1 day' + (f * 3 + j) * interval '1 minute'
        from generate_series(1, ${users}) as f
        cross join lateral generate_series(1, least(${users} - 1,
          case when f % 100 = 1 then ${int(FOLLOWS_200)}
            when f % 100 = 2 then ${int(FOLLOWS_FEW)} else 50 + ${mix(sql`f`, 11)} % 100 end)) as j
        order by f, j`,
    },
    {
      label: 'posts',
      statement: sql`
        insert into posts (id, user_id, content, meal_data, allow_comments, hide_like_count,
          likes_count, comments_count, created_at)
        select p.id, p.user_id,
          case when dish.title is null then p.opening else p.opening || ' ' || dish.description end,
          case when dish.title is null then null else jsonb_build_object('title', dish.title,
            'calories', dish.calories, 'protein', dish.protein, 'carbs', dish.carbs, 'fat', dish.fat) end,
          p.allow_comments, p.hide_like_count,
          least(${users}, ${mix(sql`p.id`, 12)} % ${int(2 * size.meanLikesPerPost + 1)}),
          case when not p.allow_comments then 0
            when p.id % 1000 = 1 then ${int(POPULAR_POST_COMMENTS)}
            else greatest(0, ${mix(sql`p.id`, 13)} % 10 - 7) end,
          timestamptz ${lastPostAt} - (${posts} - p.id) * ${secondsBetweenPosts} * interval '1 second'
        from (
          select i as id, 1 + ${mix(i, 14)} % ${users} as user_id, ${pick(POST_OPENINGS, i, 15)} as opening,
            (i % 1000 = 1 or ${mix(i, 16)} % 20 <> 0) as allow_comments,
            ${mix(i, 17)} % 25 = 0 as hide_like_count,
            ${mix(i, 18)} % 10 < ${int(MEAL_POSTS_IN_TEN)} as shares_meal,
            ${mix(i, 19)} % 4 as slot, ${mix(i, 20)} as dish_choice
          from generate_series(1, ${posts}) as i
        ) as p
        left join bench_meal_slot as s on p.shares_meal and s.slot = p.slot
        left join bench_meal_catalog as dish on dish.meal_type = s.meal_type and dish.idx = p.dish_choice % s.dishes
        order by p.id`,
    },
    {
      label: 'likes',
      statement: sql`
        insert into post_likes (post_id, user_id, created_at)
        select p.id, 1 + (p.id * 31 + j * ${likeStride}) % ${users}, p.created_at + (j + 1) * interval '7 minutes'
        from posts as p
        cross join lateral generate_series(0, p.likes_count - 1) as j
        order by p.id, j`,
    },
    {
      label: 'comments',
      statement: sql`
        insert into comments (id, post_id, user_id, content, created_at)
        select row_number() over (order by p.id, j), p.id,
          1 + (p.id * 17 + j * ${commentStride}) % ${users}, ${pick(COMMENT_TEXTS, sql`p.id * 64 + j`, 21)},
          p.created_at + (j + 1) * interval '11 minutes'
        from posts as p
        cross join lateral generate_series(0, p.comments_count - 1) as j
        order by p.id, j`,
    },
    {
      label: 'meals',
      statement: sql`
        insert into meals (id, user_id, meal_date, meal_type, description, calories, protein, carbs,
          fat, fiber, sugar, sodium, analysis, created_at, updated_at)
        select row_number() over (order by u, day, s.slot), u, eaten.meal_date, s.meal_type, dish.description,
          dish.calories, dish.protein, dish.carbs, dish.fat, dish.fiber, dish.sugar, dish.sodium,
          case when ${mix(sql`k.key`, 22)} % 10 < ${int(ANALYSED_IN_TEN)} then dish.analysis end,
          eaten.at, eaten.at
        from generate_series(1, ${users}) as u
        cross join generate_series(0, ${int(size.mealDays - 1)}) as day
        cross join bench_meal_slot as s
        cross join lateral (select (u::bigint * ${int(size.mealDays)} + day) * 4 + s.slot as key) as k
        cross join lateral (
          select date ${firstMealDate} + day as meal_date,
            ((date ${firstMealDate} + day)::timestamp + s.hour * interval '1 hour'
              + ${mix(sql`k.key`, 23)} % 60 * interval '1 minute') at time zone 'UTC' as at
        ) as eaten
        join bench_meal_catalog as dish
          on dish.meal_type = s.meal_type and dish.idx = ${mix(sql`k.key`, 24)} % s.dishes
        where ${mix(sql`k.key`, 25)} % 10 < s.presence
        order by u, day, s.slot`,
    },
    {
      label: 'saved meals',
      statement: sql`
        insert into favorites (id, user_id, source_meal_id, name, meal_type, description, calories,
          protein, carbs, fat, fiber, sugar, sodium, created_at)
        select row_number() over (order by m.id), m.user_id, m.id, dish.title, m.meal_type,
          m.description, m.calories, m.protein, m.carbs, m.fat, m.fiber, m.sugar, m.sodium,
          m.created_at + interval '5 minutes'
        from meals as m
        join bench_meal_catalog as dish on dish.meal_type = m.meal_type and dish.description = m.description
        where m.meal_date = date ${firstMealDate} and m.meal_type <> 'snack'
        order by m.id`,
    },
    {
      label: "people's counters",
      statement: sql`
        update users as u
        set posts_count = coalesce(authored.n, 0), followers_count = coalesce(followers.n, 0),
          following_count = coalesce(following.n, 0)
        from users as everyone
        left join (select user_id, count(*) as n from posts group by user_id) as authored
          on authored.user_id = everyone.id
        left join (select followee_id, count(*) as n from follows group by followee_id) as followers
          on followers.followee_id = everyone.id
        left join (select follower_id, count(*) as n from follows group by follower_id) as following
          on following.follower_id = everyone.id
        where u.id = everyone.id`,
    },
    {
      label: 'id sequences',
      // one statement: the embedded database takes one statement per parameterised query
      statement: sql.raw(
        `select ${['users', 'posts', 'comments', 'meals', 'favorites']
          .map(
            (table) =>
              `setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
          )
          .join(', ')}`,
      ),
    },
  ]
}
