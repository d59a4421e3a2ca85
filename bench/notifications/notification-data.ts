import pg from 'pg'

// The bench generator (bench/seed) writes likes, comments and follows with
// set-based SQL, not through the services, so it leaves no notifications.
// This writes what the services would have: one line per post with likes (its
// author's), one per post with comments, one per person with followers, each
// with an event per like, comment or follow, the lines in time order. Nine
// lines in ten are read, as a person who opens the list now and then leaves them.

// one line per post with any likes (or comments), dated by the last of them; nine in ten read
const postLines = (kind: 'like' | 'comment', table: 'post_likes' | 'comments') =>
  `insert into notifications (recipient_id, kind, post_id, created_at, read_at)
     select p.user_id, '${kind}', p.id, max(x.created_at),
            case when p.id % 10 = 0 then null else max(x.created_at) + interval '1 hour' end
     from posts p join ${table} x on x.post_id = p.id
     where p.group_id is null
     group by p.id order by max(x.created_at), p.id`

const STEPS: [string, string][] = [
  ['empty', `truncate notification_events, notifications restart identity cascade`],
  ['like lines', postLines('like', 'post_likes')],
  [
    'like events',
    `insert into notification_events (notification_id, actor_id, created_at)
     select n.id, l.user_id, l.created_at from notifications n
     join post_likes l on l.post_id = n.post_id
     where n.kind = 'like' and l.user_id <> n.recipient_id`,
  ],
  ['comment lines', postLines('comment', 'comments')],
  [
    'comment events',
    `insert into notification_events (notification_id, actor_id, comment_id, created_at)
     select n.id, c.user_id, c.id, c.created_at from notifications n
     join comments c on c.post_id = n.post_id
     where n.kind = 'comment' and c.user_id <> n.recipient_id`,
  ],
  [
    'follow lines',
    `insert into notifications (recipient_id, kind, created_at, read_at)
     select f.followee_id, 'follow', max(f.created_at), max(f.created_at) + interval '1 hour'
     from follows f group by f.followee_id order by max(f.created_at), f.followee_id`,
  ],
  [
    'follow events',
    `insert into notification_events (notification_id, actor_id, created_at)
     select n.id, f.follower_id, f.created_at from notifications n
     join follows f on f.followee_id = n.recipient_id
     where n.kind = 'follow'`,
  ],
  ['analyze', `analyze notifications; analyze notification_events`],
]

/** Writes the notifications of the seeded likes, comments and follows. */
export async function seedNotifications(databaseUrl: string, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    for (const [name, statement] of STEPS) {
      const started = performance.now()
      await client.query(statement)
      log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
  } finally {
    await client.end()
  }
}

/** How many lines, events and unread lines the database holds. */
export async function countNotifications(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ lines: string; events: string; unread: string }>(
      `select (select count(*) from notifications) as lines,
              (select count(*) from notification_events) as events,
              (select count(*) from notifications where read_at is null) as unread`,
    )
    return {
      lines: Number(rows[0]!.lines),
      events: Number(rows[0]!.events),
      unread: Number(rows[0]!.unread),
    }
  } finally {
    await client.end()
  }
}
