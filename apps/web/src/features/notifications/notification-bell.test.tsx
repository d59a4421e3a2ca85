import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json } from '../../test/render-app'
import { renderDashboard, type Handlers } from '../../test/render-dashboard'
import { aNotification, notificationStream } from '../../test/notification-fixtures'

const settings = {
  'GET /api/account/sessions': () => json(200, { sessions: [] }),
  'GET /api/account/preferences': () => json(200, { food_region: null }),
  'GET /api/notifications/settings': () => json(200, { muted: [] }),
}

function openWithBell(handlers: Handlers = {}) {
  const stream = notificationStream()
  const rendered = renderDashboard('/dashboard/settings', {
    ...settings,
    'GET /api/notifications/stream': stream.handler,
    ...handlers,
  })
  return { stream, ...rendered }
}

const page = (
  lines: ReturnType<typeof aNotification>[],
  unread: number,
  next: string | null = null,
) => json(200, { notifications: lines, unread_count: unread, next_cursor: next })

describe('the notification bell', () => {
  it('names the unread count, and follows the stream without a reload', async () => {
    const { stream } = openWithBell({
      'GET /api/notifications/unread': () => json(200, { unread_count: 2 }),
    })
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
    await waitFor(() => expect(stream.opened).toBe(1))
    stream.send('unread', { unread_count: 3 })
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible()
    stream.send('unread', { unread_count: 0 })
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible()
  })

  it('opens the list: collapsed lines, the unread marked, and Mark all as read', async () => {
    const user = userEvent.setup()
    let unread = 1
    const { calls } = openWithBell({
      'GET /api/notifications/unread': () => json(200, { unread_count: unread }),
      'GET /api/notifications': () =>
        page(
          [
            aNotification({ id: 9, text: 'Ben and 3 others liked your post', read: unread === 0 }),
            aNotification({
              id: 4,
              text: 'Cara started following you',
              kind: 'follow',
              post: null,
              read: true,
            }),
          ],
          unread,
        ),
      'POST /api/notifications/read': () => {
        unread = 0
        return json(200, { unread_count: 0 })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    const lines = await within(panel).findAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Ben and 3 others liked your post'),
      expect.stringContaining('Cara started following you'),
    ])
    expect(within(lines[0]!).getByText('Unread')).toBeInTheDocument()
    expect(within(lines[0]!).getByText('“Overnight oats with blueberries”')).toBeVisible()
    expect(within(lines[1]!).queryByText('Unread')).not.toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }))
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { up_to_id: 9 },
    ])
    await waitFor(() => expect(within(panel).queryByText('Unread')).not.toBeInTheDocument())
    expect(
      within(panel).queryByRole('button', { name: 'Mark all as read' }),
    ).not.toBeInTheDocument()
  })

  it('shows a line that arrives while the list is open', async () => {
    const user = userEvent.setup()
    let lines = [aNotification({ id: 3, text: 'Ben liked your post' })]
    const { stream } = openWithBell({
      'GET /api/notifications/unread': () => json(200, { unread_count: lines.length }),
      'GET /api/notifications': () => page(lines, lines.length),
    })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    // a line about a post leads to the post's own page
    expect((await within(panel).findByText('Ben liked your post')).closest('a')).toHaveAttribute(
      'href',
      '/dashboard/posts/3',
    )
    const arrived = aNotification({ id: 5, text: 'Dev commented on your post', kind: 'comment' })
    lines = [arrived, ...lines]
    stream.send('notification', arrived, 5)
    stream.send('unread', { unread_count: 2 })
    expect(await within(panel).findByText('Dev commented on your post')).toBeVisible()
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
  })

  it('says when there is nothing yet, and closes with Escape, focus back on the bell', async () => {
    const user = userEvent.setup()
    openWithBell({ 'GET /api/notifications': () => page([], 0) })
    const bell = await screen.findByRole('button', { name: 'Notifications' })
    await user.click(bell)
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(await within(panel).findByText('No notifications yet')).toBeVisible()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument()
    expect(bell).toHaveFocus()
    expect(bell).toHaveAttribute('aria-expanded', 'false')
  })

  it('loads more by the cursor, and offers Retry when the list fails', async () => {
    const user = userEvent.setup()
    let failing = true
    openWithBell({
      'GET /api/notifications': (_, url) => {
        if (failing) return json(500, { error: 'x', code: 'INTERNAL' })
        return url.searchParams.get('before') === '8'
          ? page([aNotification({ id: 2, text: 'Eli liked your post', read: true })], 0)
          : page([aNotification({ id: 8, text: 'Dev liked your post', read: true })], 0, '8')
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Notifications' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(await within(panel).findByText('Your notifications could not be loaded.')).toBeVisible()
    failing = false
    await user.click(within(panel).getByRole('button', { name: 'Retry' }))
    await within(panel).findByText('Dev liked your post')
    await user.click(within(panel).getByRole('button', { name: 'Load more' }))
    expect(await within(panel).findByText('Eli liked your post')).toBeVisible()
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })
})
