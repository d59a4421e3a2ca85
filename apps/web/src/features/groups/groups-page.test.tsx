import { todayIso } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json } from '../../test/render-app'
import {
  aGroup,
  aGroupDetail,
  groupList,
  jordan,
  maya,
  openGroupsAt,
  priya,
  sam,
} from '../../test/group-fixtures'
import { muteWarnings } from '../../test/mute-warnings'

const SALAD = aGroup({
  id: 3,
  name: 'Salad Society',
  description: 'Leafy lunches, shared',
  image: 'sprout',
  members_count: 12,
  posts_count: 4,
  members_preview: [sam, priya, jordan],
  best_streak: 9,
})
const MINE = aGroup({
  id: 5,
  name: 'Protein Pals',
  is_private: true,
  created_by: maya.id,
  members_count: 2,
  posts_count: 1,
  members_preview: [maya, sam],
  best_streak: 1,
  viewer: 'owner',
  is_member: true,
})

const card = (name: string) => within(screen.getByRole('article', { name }))
const stats = (group: ReturnType<typeof card>) =>
  within(group.getByRole('list', { name: 'Group stats' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('Groups page', () => {
  muteWarnings()

  it("shows a card for each group: its counts, Private badge, faces and '+N', best streak, Join or Member", async () => {
    openGroupsAt('/dashboard/groups', { 'GET /api/groups': groupList([MINE, SALAD]) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument()
    const list = within(await screen.findByRole('list', { name: 'Groups' }))
    expect(list.getAllByRole('article')).toHaveLength(2)

    const salad = card('Salad Society')
    expect(salad.getByRole('link', { name: 'Salad Society' })).toHaveAttribute(
      'href',
      '/dashboard/groups/3',
    )
    expect(salad.getByText('Leafy lunches, shared')).toBeInTheDocument()
    expect(stats(salad)).toEqual(['12 members', '4 posts', 'Best streak 9 days'])
    expect(
      salad.getByRole('img', { name: 'Sam Okafor, Priya Patel, Jordan Lee and 9 more' }),
    ).toBeInTheDocument()
    expect(salad.getByText('+9')).toBeInTheDocument()
    expect(salad.queryByText('Private')).not.toBeInTheDocument()
    expect(salad.getByRole('button', { name: 'Join' })).toHaveAccessibleDescription('Salad Society')

    const mine = card('Protein Pals')
    expect(mine.getByText('Private')).toBeInTheDocument()
    expect(stats(mine)).toEqual(['2 members', '1 post', 'Best streak 1 day'])
    expect(mine.getByRole('img', { name: 'Maya Chen and Sam Okafor' })).toBeInTheDocument()
    expect(mine.getByRole('button', { name: 'Member' })).toBeInTheDocument()
  })

  it('joins a group from its card once the server answers, with one more member', async () => {
    const { calls } = openGroupsAt('/dashboard/groups', {
      'GET /api/groups': groupList([SALAD]),
      'POST /api/groups/3/join': () =>
        json(200, {
          ...aGroupDetail({ ...SALAD, members_count: 13, viewer: 'member', is_member: true }),
        }),
    })
    await screen.findByRole('link', { name: 'Salad Society' })
    const salad = card('Salad Society')
    const join = salad.getByRole('button', { name: 'Join' })
    await userEvent.click(join)

    const member = await salad.findByRole('button', { name: 'Member' })
    // the same button: the keyboard's place is kept
    expect(member).toBe(join)
    expect(stats(salad)[0]).toBe('13 members')
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/groups/3/join',
    ])
  })

  it('keeps Create disabled until the group has a name, and the new group leads the grid', async () => {
    const created = aGroupDetail({
      id: 8,
      name: 'Soup Sundays',
      description: 'One pot, many bowls',
      is_private: true,
      created_by: maya.id,
      members_preview: [maya],
      viewer: 'owner',
      is_member: true,
      top_streaks: [{ ...maya, streak: 0, joined_at: '2026-05-13T09:00:00.000Z' }],
    })
    const { calls } = openGroupsAt('/dashboard/groups', {
      'GET /api/groups': groupList([SALAD]),
      'POST /api/groups': () => json(201, created),
    })
    await screen.findByRole('link', { name: 'Salad Society' })
    await userEvent.click(screen.getByRole('button', { name: 'Create Group' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Group' }))
    const name = dialog.getByLabelText('Group Name')
    expect(name).toHaveFocus()
    const create = dialog.getByRole('button', { name: 'Create' })
    expect(create).toBeDisabled()

    await userEvent.type(name, '   ')
    expect(create).toBeDisabled()
    await userEvent.type(name, 'Soup Sundays ')
    expect(create).toBeEnabled()
    await userEvent.type(dialog.getByLabelText('Description'), 'One pot, many bowls')
    await userEvent.click(dialog.getByLabelText('Make group private'))
    await userEvent.click(create)

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Soup Sundays',
      description: 'One pot, many bowls',
      is_private: true,
    })
    const names = within(screen.getByRole('list', { name: 'Groups' }))
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent)
    expect(names).toEqual(['Soup Sundays', 'Salad Society'])
    expect(card('Soup Sundays').getByText('Private')).toBeInTheDocument()
    expect(
      screen.getByText('Soup Sundays is ready. Invite friends from its page.'),
    ).toBeInTheDocument()
  })

  it("shows the server's words when it refuses the name, and Cancel closes", async () => {
    openGroupsAt('/dashboard/groups', {
      'GET /api/groups': groupList([]),
      'POST /api/groups': () =>
        json(400, {
          error: 'Group name cannot contain control characters',
          code: 'VALIDATION_ERROR',
          fields: { name: 'Group name cannot contain control characters' },
        }),
    })
    await userEvent.click((await screen.findAllByRole('button', { name: 'Create Group' }))[0]!)
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Group' }))
    await userEvent.type(dialog.getByLabelText('Group Name'), 'Soup')
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }))
    expect(await dialog.findByText('Group name cannot contain control characters')).toBeVisible()
    expect(dialog.getByLabelText('Group Name')).toHaveAttribute('aria-invalid', 'true')

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens Create Group on arrival from the feed (?create=1)', async () => {
    openGroupsAt('/dashboard/groups?create=1', { 'GET /api/groups': groupList([SALAD]) })
    expect(await screen.findByRole('dialog', { name: 'Create Group' })).toBeInTheDocument()
  })

  it('invites to create the first group when there is none', async () => {
    openGroupsAt('/dashboard/groups', { 'GET /api/groups': groupList([]) })
    const empty = within(await screen.findByRole('region', { name: 'No groups yet' }))
    await userEvent.click(empty.getByRole('button', { name: 'Create Group' }))
    expect(await screen.findByRole('dialog', { name: 'Create Group' })).toBeInTheDocument()
  })

  it("sends the device's date, and still shows the groups when the server refuses it (a clock set wrong)", async () => {
    const { calls } = openGroupsAt('/dashboard/groups', {
      'GET /api/groups': (_, url) =>
        url.searchParams.has('today')
          ? json(400, {
              error: 'This date is not today in any time zone.',
              code: 'VALIDATION_ERROR',
              fields: { today: 'This date is not today in any time zone.' },
            })
          : json(200, { groups: [SALAD] }),
    })
    expect(await screen.findByRole('link', { name: 'Salad Society' })).toBeInTheDocument()
    expect(
      calls.filter((call) => call.url.startsWith('/api/groups')).map((call) => call.url),
    ).toEqual([`/api/groups?today=${todayIso()}`, '/api/groups'])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says when the groups cannot be loaded, and Retry loads them', async () => {
    let fail = true
    openGroupsAt('/dashboard/groups', {
      'GET /api/groups': () =>
        fail ? json(500, { error: 'Boom', code: 'INTERNAL' }) : json(200, { groups: [SALAD] }),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load groups.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'Salad Society' })).toBeInTheDocument()
  })
})
