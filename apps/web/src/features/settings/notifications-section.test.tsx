import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json } from '../../test/render-app'
import { openSettings } from './render-settings.test-helper'

const section = async () => screen.findByRole('region', { name: 'Notifications' })

describe('Settings › Notifications', () => {
  it('shows a switch per kind, off for the muted, and saves a change', async () => {
    let muted = ['follow']
    const calls = openSettings({
      'GET /api/notifications/settings': () => json(200, { muted }),
      'PUT /api/notifications/settings': (body) => {
        muted = (body as { muted: string[] }).muted
        return json(200, { muted })
      },
    })
    const mutes = await section()
    const likes = await within(mutes).findByRole('switch', { name: 'Likes on your posts' })
    expect(likes).toBeChecked()
    expect(within(mutes).getByRole('switch', { name: 'New followers' })).not.toBeChecked()
    await userEvent.click(likes)
    expect(
      await within(mutes).findByRole('switch', { name: 'Likes on your posts' }),
    ).not.toBeChecked()
    await userEvent.click(within(mutes).getByRole('switch', { name: 'New followers' }))
    expect(await within(mutes).findByRole('switch', { name: 'New followers' })).toBeChecked()
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { muted: ['follow', 'like'] },
      { muted: ['like'] },
    ])
  })

  it('says so when a change cannot be saved', async () => {
    openSettings({
      'PUT /api/notifications/settings': () => json(500, { error: 'x', code: 'INTERNAL' }),
    })
    const mutes = await section()
    await userEvent.click(await within(mutes).findByRole('switch', { name: 'Group invitations' }))
    expect(await within(mutes).findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Please try again.',
    )
    expect(within(mutes).getByRole('switch', { name: 'Group invitations' })).toBeChecked()
  })
})
