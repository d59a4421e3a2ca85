import { IMAGE_MESSAGES } from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aPhoto, textNamedAsPhoto } from '../../test/photo-fixtures'
import { beforeEach, describe, expect, it } from 'vitest'
import { json } from '../../test/render-app'
import { stubObjectUrls } from '../../test/post-fixtures'
import {
  aCandidate,
  aGroupDetail,
  aGroupPost,
  jordan,
  maya,
  openGroupsAt,
  postPage,
  priya,
  sam,
} from '../../test/group-fixtures'
import { muteWarnings } from '../../test/mute-warnings'

const member = (person: typeof sam, streak: number) => ({
  ...person,
  streak,
  joined_at: '2026-05-01T10:00:00.000Z',
})

/** Maya's own public group of four, with two posts */
const KITCHEN = aGroupDetail({
  id: 4,
  name: 'Batch Cooking Crew',
  description: 'Sunday prep, weekday wins',
  image: 'meal-prep',
  created_by: maya.id,
  members_count: 4,
  posts_count: 2,
  members_preview: [maya, sam, priya],
  best_streak: 12,
  viewer: 'owner',
  is_member: true,
  top_streaks: [member(priya, 12), member(maya, 5), member(sam, 2)],
})

const SAMS_POST = aGroupPost({ id: 31, group_id: 4, content: 'Chili for six', likes_count: 2 })
const MAYAS_POST = aGroupPost({
  id: 30,
  group_id: 4,
  content: 'Roast veg trays',
  user: maya,
  can_remove: true,
})

function openKitchen(handlers: Parameters<typeof openGroupsAt>[1] = {}) {
  return openGroupsAt('/dashboard/groups/4', {
    'GET /api/groups/4': () => json(200, KITCHEN),
    'GET /api/groups/4/posts': postPage([SAMS_POST, MAYAS_POST]),
    ...handlers,
  })
}

const region = (name: string) => within(screen.getByRole('region', { name }))
const statValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Group stats' })).getByText(label).nextElementSibling
    ?.textContent

describe('Group page', () => {
  muteWarnings()
  beforeEach(() => {
    stubObjectUrls()
  })

  it('shows the group, its stats, the top three streaks and the recent posts', async () => {
    const { calls } = openKitchen()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Batch Cooking Crew' }),
    ).toBeInTheDocument()
    const header = region('Batch Cooking Crew')
    expect(header.getByText('Sunday prep, weekday wins')).toBeInTheDocument()
    expect(header.getByText('You created this group')).toBeInTheDocument()
    expect(header.getByRole('button', { name: 'Invite Friends' })).toBeInTheDocument()
    // its creator cannot leave it
    expect(header.queryByRole('button', { name: 'Leave Group' })).not.toBeInTheDocument()

    expect(statValue('Members')).toBe('4')
    expect(statValue('Posts')).toBe('2')
    expect(statValue('Best Streak')).toBe('12 days')

    const streaks = within(region('Top Streaks').getByRole('list'))
    expect(
      streaks
        .getAllByRole('listitem')
        .map((row) => [
          within(row).getByRole('link').textContent,
          within(row).getByText(/days$/).textContent,
        ]),
    ).toEqual([
      ['Priya Patel', '12 days'],
      ['Maya Chen (you)', '5 days'],
      ['Sam Okafor', '2 days'],
    ])

    const posts = region('Recent Posts')
    const chili = within(await posts.findByRole('article', { name: 'Post by Sam Okafor' }))
    expect(chili.getByText('Chili for six')).toBeInTheDocument()
    expect(chili.getByText('1m ago')).toBeInTheDocument()
    expect(chili.getByText('2 likes · 0 comments')).toBeInTheDocument()
    // a group post is a post (decision 034): comments and bookmarks as any other
    expect(chili.getByRole('button', { name: 'Comment' })).toBeInTheDocument()
    expect(chili.getByRole('button', { name: 'Bookmark' })).toBeInTheDocument()
    expect(chili.queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument()
    expect(
      within(posts.getByRole('article', { name: 'Post by Maya Chen' })).getByRole('button', {
        name: 'Delete post',
      }),
    ).toBeInTheDocument()
    // the viewer's day, for the members' streaks
    expect(calls.find((call) => call.url.startsWith('/api/groups/4?'))?.url).toMatch(
      /\?today=\d{4}-\d{2}-\d{2}$/,
    )
  })

  it('shares words and a photo with the group: the post leads Recent Posts, one more in Posts', async () => {
    const shared = aGroupPost({
      id: 40,
      group_id: 4,
      content: 'Lentil dal, six portions',
      user: maya,
      image_url: '/uploads/dal.webp',
      can_remove: true,
      created_at: new Date().toISOString(),
    })
    // the server's answers once it has the post: the page asks for the posts and the group again
    let posts = [SAMS_POST, MAYAS_POST]
    let group = KITCHEN
    const { forms } = openKitchen({
      'GET /api/groups/4': () => json(200, group),
      'GET /api/groups/4/posts': () => json(200, { posts, next_cursor: null }),
      'POST /api/groups/4/posts': () => {
        posts = [shared, ...posts]
        group = { ...KITCHEN, posts_count: 3 }
        return json(201, shared)
      },
    })
    const box = within(await screen.findByRole('form', { name: 'Share with Group' }))
    const text = box.getByRole('textbox', { name: 'Share with Group' })
    const share = box.getByRole('button', { name: 'Share' })
    expect(share).toBeDisabled()
    await userEvent.type(text, '   ')
    expect(share).toBeDisabled()

    await userEvent.type(text, 'Lentil dal, six portions')
    const photo = aPhoto('dal.png')
    // a file that only claims to be a photo is refused when chosen
    await userEvent.upload(box.getByLabelText('Add photo'), textNamedAsPhoto())
    expect(await box.findByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.unsupported)
    expect(box.queryByRole('img')).not.toBeInTheDocument()
    await userEvent.upload(box.getByLabelText('Add photo'), photo)
    expect(
      await box.findByRole('img', { name: 'Preview of the photo to share' }),
    ).toBeInTheDocument()
    expect(box.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(box.getByRole('button', { name: 'Remove photo' }))
    expect(box.queryByRole('img')).not.toBeInTheDocument()
    await userEvent.upload(box.getByLabelText('Add photo'), photo)
    await box.findByRole('img', { name: 'Preview of the photo to share' })
    await userEvent.click(share)

    const recent = region('Recent Posts')
    await waitFor(() =>
      expect(recent.getAllByRole('article')[0]).toHaveTextContent('Lentil dal, six portions'),
    )
    expect(recent.getByRole('img', { name: 'Photo shared by Maya Chen' })).toHaveAttribute(
      'src',
      '/uploads/dal.webp',
    )
    await waitFor(() => expect(statValue('Posts')).toBe('3'))
    expect(text).toHaveValue('')
    expect(box.getByRole('status')).toHaveTextContent('Shared with the group.')
    expect(forms).toHaveLength(1)
    expect(forms[0]!.url).toBe('/api/groups/4/posts')
    expect(forms[0]!.fields.content).toBe('Lentil dal, six portions')
    expect((forms[0]!.fields.image as File).name).toBe('dal.png')
  })

  it('likes a post once the server answers', async () => {
    openKitchen({
      'POST /api/social/posts/31/like': () => json(200, { is_liked: true, likes_count: 3 }),
    })
    const chili = within(await screen.findByRole('article', { name: 'Post by Sam Okafor' }))
    const like = chili.getByRole('button', { name: 'Like' })
    expect(like).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(like)
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
    expect(chili.getByText('3 likes · 0 comments')).toBeInTheDocument()
  })

  it('removes a post after asking, and counts one post fewer', async () => {
    let group = KITCHEN
    let posts = [SAMS_POST, MAYAS_POST]
    const { calls } = openKitchen({
      'GET /api/groups/4': () => json(200, group),
      'GET /api/groups/4/posts': () => json(200, { posts, next_cursor: null }),
      'DELETE /api/social/posts/30': () => {
        group = { ...KITCHEN, posts_count: 1 }
        posts = [SAMS_POST]
        return new Response(null, { status: 204 })
      },
    })
    const post = within(await screen.findByRole('article', { name: 'Post by Maya Chen' }))
    await userEvent.click(post.getByRole('button', { name: 'Delete post' }))
    const confirm = within(screen.getByRole('dialog', { name: 'Delete post?' }))
    expect(confirm.getByText('It will be gone from the group for everyone.')).toBeInTheDocument()
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(screen.queryByText('Roast veg trays')).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(statValue('Posts')).toBe('1'))
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/social/posts/30',
    ])
  })

  it('lists the people Maya follows in Invite Friends, and Invite reads Invited once sent', async () => {
    const { calls } = openKitchen({
      'GET /api/groups/4/invitations': () =>
        json(200, {
          users: [aCandidate(sam, 'member'), aCandidate(priya, 'invited'), aCandidate(jordan)],
        }),
      'POST /api/groups/4/invitations': () => json(201, aCandidate(jordan, 'invited')),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Friends' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Invite Friends' }))
    const rows = (await dialog.findAllByRole('listitem')).map((row) => within(row))
    expect(rows.map((row) => row.getByText(/ /, { selector: 'p' }).textContent)).toEqual([
      'Sam Okafor',
      'Priya Patel',
      'Jordan Lee',
    ])
    expect(rows[0]!.getByText('Member')).toBeInTheDocument()
    expect(rows[1]!.getByRole('button', { name: 'Invited' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )

    const invite = rows[2]!.getByRole('button', { name: 'Invite' })
    expect(invite).toHaveAccessibleDescription('Jordan Lee')
    await userEvent.click(invite)
    expect(await rows[2]!.findByRole('button', { name: 'Invited' })).toBe(invite)
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/groups/4/invitations',
      body: { user_id: jordan.id },
    })
  })

  it('says so when Maya follows nobody, and Find People opens Discover', async () => {
    openKitchen({ 'GET /api/groups/4/invitations': () => json(200, { users: [] }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Friends' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Invite Friends' }))
    expect(
      await dialog.findByRole('heading', { name: 'You are not following anyone yet' }),
    ).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Find People' }))
    expect(
      await screen.findByRole('dialog', { name: 'Discover People & Groups' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Invite Friends' })).not.toBeInTheDocument()
  })

  it("joins someone else's public group: Leave Group, Share with Group and one more member", async () => {
    const theirs = aGroupDetail({
      id: 6,
      name: 'Morning Runners',
      members_count: 3,
      top_streaks: [member(sam, 4)],
    })
    openGroupsAt('/dashboard/groups/6', {
      'GET /api/groups/6': () => json(200, theirs),
      'GET /api/groups/6/posts': postPage([aGroupPost({ id: 50, group_id: 6 })]),
      'POST /api/groups/6/join': () =>
        json(200, {
          ...theirs,
          members_count: 4,
          viewer: 'member',
          is_member: true,
          top_streaks: [member(sam, 4), member(maya, 1)],
        }),
      'DELETE /api/groups/6/join': () => new Response(null, { status: 204 }),
    })
    const header = within(await screen.findByRole('region', { name: 'Morning Runners' }))
    // not a member: no sharing, no inviting, no liking
    expect(screen.queryByRole('form', { name: 'Share with Group' })).not.toBeInTheDocument()
    expect(header.queryByRole('button', { name: 'Invite Friends' })).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Like' })).toBeDisabled()

    await userEvent.click(header.getByRole('button', { name: 'Join Group' }))
    expect(await header.findByRole('button', { name: 'Leave Group' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Share with Group' })).toBeInTheDocument()
    expect(statValue('Members')).toBe('4')
    expect(region('Top Streaks').getByText('(you)')).toBeInTheDocument()

    await userEvent.click(header.getByRole('button', { name: 'Leave Group' }))
    expect(await header.findByRole('button', { name: 'Join Group' })).toBeInTheDocument()
    expect(statValue('Members')).toBe('3')
  })

  it('asks before leaving a private group, then goes back to Groups without it', async () => {
    const secret = aGroupDetail({
      id: 7,
      name: 'Quiet Kitchen',
      is_private: true,
      members_count: 2,
      members_preview: [sam, maya],
      viewer: 'member',
      is_member: true,
    })
    const { calls } = openGroupsAt('/dashboard/groups', {
      'GET /api/groups': () => json(200, { groups: [secret] }),
      'GET /api/groups/7': () => json(200, secret),
      'GET /api/groups/7/posts': postPage([]),
      'DELETE /api/groups/7/join': () => new Response(null, { status: 204 }),
    })
    await userEvent.click(await screen.findByRole('link', { name: 'Quiet Kitchen' }))
    const header = within(await screen.findByRole('region', { name: 'Quiet Kitchen' }))
    await userEvent.click(header.getByRole('button', { name: 'Leave Group' }))
    const confirm = within(screen.getByRole('dialog', { name: 'Leave group?' }))
    expect(
      confirm.getByText(
        'Quiet Kitchen is private: to come back, a member will have to invite you again.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(confirm.getByRole('button', { name: 'Leave Group' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Quiet Kitchen' })).not.toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'No groups yet' })).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/groups/7/join',
    ])
  })

  it('says a private group is private, with the way back to Groups', async () => {
    openGroupsAt('/dashboard/groups/9', {
      'GET /api/groups/9': () =>
        json(403, {
          error: 'This group is private. You can join it when a member invites you.',
          code: 'FORBIDDEN',
        }),
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Private group' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('This group is private. You can join it when a member invites you.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Groups' })).toHaveAttribute(
      'href',
      '/dashboard/groups',
    )
    // a 403 here says nothing about the session: still signed in
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument()
  })

  it("says 'Group not found' for an unknown group", async () => {
    openGroupsAt('/dashboard/groups/77', {
      'GET /api/groups/77': () => json(404, { error: 'Group not found', code: 'NOT_FOUND' }),
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Group not found' }),
    ).toBeInTheDocument()
  })

  it("says 'Group not found' for an address that cannot be a group, without asking", async () => {
    const { calls } = openGroupsAt('/dashboard/groups/pasta')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Group not found' }),
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.url.startsWith('/api/groups'))).toEqual([])
  })
})
