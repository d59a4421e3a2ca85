import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { openNotificationStream } from '../../apps/server/src/test/notification-stream-client'
import { startServerProcess, type ServerProcess } from '../../apps/server/src/test/server-process'
import { repoRoot } from '../load/child-process'
import { summarise } from '../load/measure'
import { countNotifications, seedNotifications } from './notification-data'

// Issue 27's notification benchmarks, on PostgreSQL with the bench data
// (npm run bench:seed -- --size full): the list's p99 under load, the memory
// of one server holding 1,000 open streams, and the time from a like on one
// instance to its event on a stream held by another.
//
//   DATABASE_URL=postgres://…/platewise_bench_full npx tsx bench/notifications/run.ts [--size full] [--skip-seed]

const TARGETS = { listP99Ms: 30, streamsRssGrowthMb: 100, deliveryP99Ms: 1_000 }
const STREAMS = 1_000
const STREAMS_PER_PERSON = 10
const DELIVERIES = 200
const BENCH_PASSWORD = 'bench-plate-2026'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL must name the seeded bench database')
const args = process.argv.slice(2)
const size = args.includes('--size') ? args[args.indexOf('--size') + 1]! : 'full'
const seconds = Number(process.env.BENCH_DURATION ?? 20)
const log = (line: string) => console.log(line)

async function signIn(server: ServerProcess, userId: number): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${userId}@bench.platewise.test`,
      password: BENCH_PASSWORD,
    }),
  })
  if (!response.ok) throw new Error(`login of bench${userId}: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

async function load(server: ServerProcess, token: string, urlPath: string, connections: number) {
  const result = await autocannon({
    url: `${server.url}${urlPath}`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  })
  return { path: urlPath, connections, ...summarise(result) }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function listBench(server: ServerProcess) {
  // the bench user (1), whose posts are liked and commented on and who has ~100 followers
  const token = await signIn(server, 1)
  const first = await fetch(`${server.url}/api/notifications?limit=20`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const page = (await first.json()) as { notifications: { id: number }[]; unread_count: number }
  const lines = page.notifications.length
  const middle = page.notifications[Math.floor(lines / 2)]?.id
  log(`list: bench user has ${page.unread_count} unread; first page ${lines} lines`)
  // one person's requests one after another (what a person waits for), then ten at once
  const results = []
  for (const connections of [1, 10]) {
    results.push(await load(server, token, '/api/notifications', connections))
    if (middle) {
      results.push(await load(server, token, `/api/notifications?before=${middle}`, connections))
    }
    results.push(await load(server, token, '/api/notifications/unread', connections))
  }
  for (const result of results)
    log(
      `  ${result.path}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.requestsPerSecond} req/s`,
    )
  return results
}

async function streamsBench(server: ServerProcess) {
  const people = STREAMS / STREAMS_PER_PERSON
  const tokens: string[] = []
  for (let person = 0; person < people; person += 1)
    tokens.push(await signIn(server, 1_000 + person))
  // settle: the logins' hashing and the first requests' allocations are not the streams'
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const before = server.residentMb()!
  const streams = []
  for (const token of tokens) {
    for (let i = 0; i < STREAMS_PER_PERSON; i += 1) {
      streams.push(await openNotificationStream(server.url, token))
    }
  }
  await Promise.all(streams.map((stream) => stream.next((event) => event.event === 'unread')))
  const opened = server.residentMb()!
  // past one heartbeat (20 s): every stream has looked its session up again
  await new Promise((resolve) => setTimeout(resolve, 25_000))
  const afterHeartbeat = server.residentMb()!
  const open = streams.filter((stream) => stream.status === 200).length
  await Promise.all(streams.map((stream) => stream.close()))
  const result = {
    streams: open,
    people,
    rssBeforeMb: before,
    rssOpenMb: opened,
    rssAfterHeartbeatMb: afterHeartbeat,
    growthMb: Math.max(opened, afterHeartbeat) - before,
  }
  log(
    `streams: ${open} open; RSS ${before} → ${opened} → ${afterHeartbeat} MB (growth ${result.growthMb} MB)`,
  )
  return result
}

async function deliveryBench(a: ServerProcess, b: ServerProcess) {
  // user 1's post 1 is on the bench; the liker is someone who has not liked it
  const authorToken = await signIn(b, 1)
  const likerToken = await signIn(a, 5_000)
  const posts = await fetch(`${a.url}/api/social/profile/1/posts?limit=1`, {
    headers: { authorization: `Bearer ${likerToken}` },
  })
  const postId = ((await posts.json()) as { posts: { id: number; is_liked: boolean }[] }).posts[0]!
  const stream = await openNotificationStream(b.url, authorToken)
  await stream.next((event) => event.event === 'unread')
  const like = () =>
    fetch(`${a.url}/api/social/posts/${postId.id}/like`, {
      method: 'POST',
      headers: { authorization: `Bearer ${likerToken}` },
    }).then((response) => response.json() as Promise<{ is_liked: boolean }>)
  if (postId.is_liked) await like()
  const delays: number[] = []
  for (let round = 0; round < DELIVERIES; round += 1) {
    const from = stream.received.length
    const started = performance.now()
    const answer = await like()
    if (!answer.is_liked) throw new Error('the like did not take')
    await stream.next((event) => event.event === 'notification', from)
    delays.push(performance.now() - started)
    // the unlike withdraws it; wait until B says so before the next like
    const unreadBefore = stream.received.length
    await like()
    await stream.next(
      (event) => event.event === 'unread' || event.event === 'notification',
      unreadBefore,
    )
  }
  await stream.close()
  const result = {
    deliveries: delays.length,
    p50Ms: Math.round(percentile(delays, 50)),
    p99Ms: Math.round(percentile(delays, 99)),
    maxMs: Math.round(Math.max(...delays)),
  }
  log(
    `delivery A → B: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms over ${delays.length}`,
  )
  return result
}

async function main() {
  log(`notifications bench on PostgreSQL (${size})`)
  if (!args.includes('--skip-seed')) await seedNotifications(databaseUrl!, log)
  const data = await countNotifications(databaseUrl!)
  log(`  ${data.lines} lines, ${data.events} events, ${data.unread} unread`)
  const store = { kind: 'postgres', url: databaseUrl! } as const
  const a = await startServerProcess(store)
  let b: ServerProcess | undefined
  try {
    const list = await listBench(a)
    const streams = await streamsBench(a)
    b = await startServerProcess(store)
    const delivery = await deliveryBench(a, b)
    const result = {
      date: new Date().toISOString(),
      database: 'postgres',
      size,
      data,
      machine: '2 shared cores (other work running beside it)',
      targets: TARGETS,
      list,
      streams,
      delivery,
      met: {
        // one connection: the time a person waits; the ten-at-once runs are reported beside it
        list: list
          .filter((entry) => entry.connections === 1)
          .every((entry) => entry.p99Ms <= TARGETS.listP99Ms),
        streams: streams.streams === STREAMS && streams.growthMb < TARGETS.streamsRssGrowthMb,
        delivery: delivery.p99Ms < TARGETS.deliveryP99Ms,
      },
    }
    const file = path.join(repoRoot, `bench/results/notifications-postgres-${size}.json`)
    fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
    log(`wrote ${path.relative(repoRoot, file)}`)
  } finally {
    await a.stop()
    await b?.stop()
  }
}

await main()
