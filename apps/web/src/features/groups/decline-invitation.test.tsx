import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json } from '../../test/render-app'
import {
  aGroup,
  aGroupDetail,
  groupList,
  maya,
  openGroupsAt,
  postPage,
} from '../../test/group-fixtures'
import { muteWarnings } from '../../test/mute-warnings'

// Issue 24: an invitation can be declined, beside Join, on the group's card and
// on its page. A private group then leaves the person's screens; a public one
// stays, open to join.

const SPAM = aGroup({ id: 7, name: 'Win a Free Blender', is_private: true, viewer: 'invited' })
const OPEN_INVITE = aGroup({ id: 9, name: 'Open Kitchen', viewer: 'invited' })
const PUBLIC = aGroup({ id: 3, name: 'Salad Society' })
const MINE = aGroup({
  id: 5,
  name: 'Protein Pals',
  created_by: maya.id,
  members_preview: [maya],
  viewer: 'owner',
  is_member: true,
})

const declined = () => new Response(null, { status: 204 })
const card = (name: string) => within(screen.getByRole('article', { name }))
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Groups' }))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent)
const deletes = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'DELETE').map((call) => call.url)

describe('declining an invitation on the Groups page', () => {
  muteWarnings()

  it('shows Decline beside Join on the cards of invitations, and on no other card', async () => {
    openGroupsAt('/dashboard/groups', {
      'GET /api/groups': groupList([MINE, SPAM, OPEN_INVITE, PUBLIC]),
    })
    await screen.findByRole('link', { name: 'Win a Free Blender' })
    for (const name of ['Win a Free Blender', 'Open Kitchen']) {
      expect(card(name).getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription(name)
      expect(card(name).getByRole('button', { name: 'Join' })).toBeInTheDocument()
    }
    for (const name of ['Protein Pals', 'Salad Society']) {
      expect(card(name).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
    }
  })

  it('takes a private group off the grid once the server answers, and says so where the focus goes', async () => {
    const { calls } = openGroupsAt('/dashboard/groups', {
      'GET /api/groups': groupList([MINE, SPAM, PUBLIC]),
      'DELETE /api/groups/7/invitation': declined,
    })
    await screen.findByRole('link', { name: 'Win a Free Blender' })
    await userEvent.click(card('Win a Free Blender').getByRole('button', { name: 'Decline' }))

    await waitFor(() => expect(cardNames()).toEqual(['Protein Pals', 'Salad Society']))
    const notice = screen.getByText('You declined the invitation to Win a Free Blender.')
    expect(notice.closest('[role="status"]')).toBeInTheDocument()
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus()
    expect(deletes(calls)).toEqual(['/api/groups/7/invitation'])
  })

  it('keeps a public group on the grid with Join alone after declining, from the keyboard', async () => {
    openGroupsAt('/dashboard/groups', {
      'GET /api/groups': groupList([OPEN_INVITE]),
      'DELETE /api/groups/9/invitation': declined,
    })
    await screen.findByRole('link', { name: 'Open Kitchen' })
    const decline = card('Open Kitchen').getByRole('button', { name: 'Decline' })
    decline.focus()
    await userEvent.keyboard('{Enter}')

    const notice = await screen.findByText('You declined the invitation to Open Kitchen.')
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus()
    expect(card('Open Kitchen').queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
    expect(card('Open Kitchen').getByRole('button', { name: 'Join' })).toBeInTheDocument()
  })

  it('asks once however often Decline is pressed while the server answers', async () => {
    let answer: (response: Response) => void = () => {}
    const { calls } = openGroupsAt('/dashboard/groups', {
      'GET /api/groups': groupList([SPAM]),
      'DELETE /api/groups/7/invitation': () => new Promise<Response>((done) => (answer = done)),
    })
    await screen.findByRole('link', { name: 'Win a Free Blender' })
    const decline = card('Win a Free Blender').getByRole('button', { name: 'Decline' })
    await userEvent.click(decline)
    expect(decline).toHaveAttribute('aria-busy', 'true')
    // still focusable while busy, so the keyboard keeps its place
    expect(decline).not.toBeDisabled()
    await userEvent.click(decline)
    expect(deletes(calls)).toHaveLength(1)
    answer(declined())
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Win a Free Blender' })).not.toBeInTheDocument(),
    )
  })

  it("shows the server's words when it refuses, or a plain sentence when it fails, and keeps the card", async () => {
    let status = 404
    openGroupsAt('/dashboard/groups', {
      'GET /api/groups': groupList([SPAM]),
      'DELETE /api/groups/7/invitation': () =>
        status === 404
          ? json(404, { error: 'Group not found', code: 'NOT_FOUND' })
          : json(500, { error: 'Boom', code: 'INTERNAL' }),
    })
    await screen.findByRole('link', { name: 'Win a Free Blender' })
    const decline = card('Win a Free Blender').getByRole('button', { name: 'Decline' })
    await userEvent.click(decline)
    expect(await card('Win a Free Blender').findByRole('alert')).toHaveTextContent(
      'Group not found',
    )
    status = 500
    await userEvent.click(decline)
    await waitFor(() =>
      expect(card('Win a Free Blender').getByRole('alert')).toHaveTextContent(
        'Could not decline the invitation. Please try again.',
      ),
    )
    expect(card('Win a Free Blender').getByRole('button', { name: 'Join' })).toBeInTheDocument()
  })
})

describe('declining an invitation on the group’s page', () => {
  muteWarnings()

  it('goes back to Groups after declining a private group, which says so', async () => {
    const { calls } = openGroupsAt('/dashboard/groups/7', {
      'GET /api/groups/7': () => json(200, aGroupDetail(SPAM)),
      'GET /api/groups/7/posts': () =>
        json(403, {
          error: 'Only members can see and share posts in this group',
          code: 'FORBIDDEN',
        }),
      'DELETE /api/groups/7/invitation': declined,
      'GET /api/groups': groupList([MINE]),
    })
    const header = within(await screen.findByRole('region', { name: 'Win a Free Blender' }))
    expect(header.getByRole('button', { name: 'Join Group' })).toBeInTheDocument()
    await userEvent.click(header.getByRole('button', { name: 'Decline' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument()
    const notice = screen.getByText('You declined the invitation to Win a Free Blender.')
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus())
    expect(await screen.findByRole('link', { name: 'Protein Pals' })).toBeInTheDocument()
    expect(deletes(calls)).toEqual(['/api/groups/7/invitation'])
  })

  it('stays on a public group, with Join Group, and says the group is still open', async () => {
    openGroupsAt('/dashboard/groups/9', {
      'GET /api/groups/9': () => json(200, aGroupDetail(OPEN_INVITE)),
      'GET /api/groups/9/posts': postPage([]),
      'DELETE /api/groups/9/invitation': declined,
    })
    const header = within(await screen.findByRole('region', { name: 'Open Kitchen' }))
    expect(header.getByText(/You were invited to this group/)).toBeInTheDocument()
    await userEvent.click(header.getByRole('button', { name: 'Decline' }))

    const notice = await header.findByText(
      'You declined the invitation. This group is public: you can still join it.',
    )
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus())
    expect(header.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
    expect(header.queryByText(/You were invited to this group/)).not.toBeInTheDocument()
    expect(header.getByRole('button', { name: 'Join Group' })).toBeInTheDocument()
  })

  it("shows why the server refused, and keeps the invitation's buttons", async () => {
    openGroupsAt('/dashboard/groups/9', {
      'GET /api/groups/9': () => json(200, aGroupDetail(OPEN_INVITE)),
      'GET /api/groups/9/posts': postPage([]),
      'DELETE /api/groups/9/invitation': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    })
    const header = within(await screen.findByRole('region', { name: 'Open Kitchen' }))
    await userEvent.click(header.getByRole('button', { name: 'Decline' }))
    expect(await header.findByRole('alert')).toHaveTextContent(
      'Could not decline the invitation. Please try again.',
    )
    expect(header.getByRole('button', { name: 'Decline' })).toBeInTheDocument()
  })
})
