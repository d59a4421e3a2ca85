/** A signed-in person the browser can open the feed as: stored the way the app keeps a session. */
export interface BenchSession {
  token: string
  user: Record<string, unknown>
}

// Posts with the kinds of text people write, so the feed has cards to show.
const POSTS = [
  'Meal prep Sunday: chicken, rice and roasted broccoli for the week.',
  'First 10k run this year, then a big bowl of oats with berries.',
  'Tried the lentil curry from the planner. 38 g of protein and really good.',
  'Hit my protein goal five days in a row!',
  'Greek yogurt, honey and walnuts: the snack that keeps me going.',
  'Salmon, sweet potato and greens tonight.',
]

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<unknown>
}

/**
 * Registers a new person through the API, finishes their onboarding (the
 * dashboard's guard wants both goals) and gives them a few posts.
 */
export async function createBenchUser(baseUrl: string): Promise<BenchSession> {
  const suffix = Date.now().toString(36)
  const session = (await post(`${baseUrl}/api/auth/register`, {
    first_name: 'Maya',
    last_name: 'Chen',
    username: `maya_${suffix}`,
    email: `maya.${suffix}@example.com`,
    password: 'green-smoothie-42',
  })) as BenchSession
  const auth = { authorization: `Bearer ${session.token}` }
  const profile = await fetch(`${baseUrl}/api/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      daily_calories: 2000,
      daily_protein: 150,
      weight: 170,
      target_weight: 160,
    }),
  })
  if (!profile.ok) throw new Error(`PUT /api/profile: ${profile.status}`)
  for (const content of POSTS) {
    const form = new FormData()
    form.set('content', content)
    const created = await fetch(`${baseUrl}/api/social/posts`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    if (!created.ok)
      throw new Error(`POST /api/social/posts: ${created.status} ${await created.text()}`)
  }
  return session
}

/**
 * A script that stores the session as the app's sign-in does
 * (apps/web/src/lib/auth-storage.ts). Text, not a function: tsx's helpers
 * would not exist in the page.
 */
export function storeSessionScript({ token, user }: BenchSession): string {
  return `(() => {
    const token = ${JSON.stringify(token)}
    const user = ${JSON.stringify(user)}
    const record = { token, user, domain: window.location.origin, timestamp: Date.now() }
    localStorage.setItem('authData', JSON.stringify(record))
    localStorage.setItem('token', token)
    localStorage.setItem('user', JSON.stringify(user))
  })()`
}
