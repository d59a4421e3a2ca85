import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { aSession, openSettings } from './render-settings.test-helper'

const phone = aSession({ id: 2, device: 'Safari on iPhone', current: false })

describe('Settings › Sessions', () => {
  it('lists the sessions and marks this device', async () => {
    openSettings({
      'GET /api/account/sessions': () => json(200, { sessions: [aSession(), phone] }),
    })
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Chrome on macOS')
    expect(items[0]).toHaveTextContent('This device')
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument()
    expect(
      within(items[1]!).getByRole('button', { name: /Sign out Safari on iPhone/ }),
    ).toBeEnabled()
  })

  it('signs out everywhere else', async () => {
    let sessions = [aSession(), phone]
    const calls = openSettings({
      'GET /api/account/sessions': () => json(200, { sessions }),
      'POST /api/account/sessions/revoke-others': () => {
        sessions = [aSession()]
        return json(200, { revoked: 1 })
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }))
    expect(await screen.findByText('Signed out of 1 other session.')).toBeInTheDocument()
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith('/revoke-others')),
    ).toBe(true)
    await screen.findByRole('button', { name: 'Sign out everywhere else' })
    expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument()
  })

  it('signs out one session', async () => {
    const calls = openSettings({
      'GET /api/account/sessions': () => json(200, { sessions: [aSession(), phone] }),
      'DELETE /api/account/sessions/2': () => new Response(null, { status: 204 }),
    })
    await userEvent.click(await screen.findByRole('button', { name: /Sign out Safari on iPhone/ }))
    expect(await screen.findByText('Signed out of Safari on iPhone.')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/account/sessions/2',
    ])
  })

  it('says so when the list cannot load', async () => {
    openSettings({ 'GET /api/account/sessions': () => json(500, { error: 'x', code: 'INTERNAL' }) })
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.')
  })
})

describe('Settings › Password', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await userEvent.type(screen.getByLabelText('Current password'), current)
    if (next) await userEvent.type(screen.getByLabelText('New password'), next)
    if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm)
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
  }

  it('checks the form before sending anything', async () => {
    const calls = openSettings()
    await screen.findByRole('heading', { name: 'Password' })
    await fill('old-secret', 'abc', 'abd')
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    )
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    )
    expect(calls.some((call) => call.url === '/api/account/password')).toBe(false)
  })

  it('sends the change and says it is done', async () => {
    const calls = openSettings({
      'PUT /api/account/password': () => new Response(null, { status: 204 }),
    })
    await screen.findByRole('heading', { name: 'Password' })
    await fill('old-secret', 'new-secret-1', 'new-secret-1')
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument()
    expect(calls.find((call) => call.url === '/api/account/password')?.body).toEqual({
      current_password: 'old-secret',
      new_password: 'new-secret-1',
    })
    expect(screen.getByLabelText('Current password')).toHaveValue('')
  })

  it("shows the server's word on a wrong current password", async () => {
    const message = 'Your current password is not correct.'
    openSettings({
      'PUT /api/account/password': () =>
        json(400, {
          error: message,
          code: 'INVALID_CREDENTIALS',
          fields: { current_password: message },
        }),
    })
    await screen.findByRole('heading', { name: 'Password' })
    await fill('not-it', 'new-secret-1', 'new-secret-1')
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('Settings › Delete account', () => {
  const openDialog = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }))
    return within(screen.getByRole('dialog', { name: 'Delete account' }))
  }

  it('asks for the password and DELETE before sending anything', async () => {
    const calls = openSettings()
    const dialog = await openDialog()
    expect(dialog.getByLabelText('Password')).toHaveFocus()
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'delete')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Password is required')
    expect(dialog.getByLabelText('Type DELETE to confirm')).toHaveAccessibleDescription(
      'Please type DELETE to confirm',
    )
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
  })

  it("shows the server's word on a wrong password and keeps the person signed in", async () => {
    const message = 'Your current password is not correct.'
    openSettings({
      'DELETE /api/account': () =>
        json(400, { error: message, code: 'INVALID_CREDENTIALS', fields: { password: message } }),
    })
    const dialog = await openDialog()
    await userEvent.type(dialog.getByLabelText('Password'), 'not-it')
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    expect(await dialog.findByText(message)).toBeInTheDocument()
    expect(localStorage.getItem('authData')).not.toBeNull()
  })

  it('deletes the account, forgets the person and lands on the landing page', async () => {
    const calls = openSettings({ 'DELETE /api/account': () => new Response(null, { status: 204 }) })
    localStorage.setItem('onboarding_completed', 'true')
    const dialog = await openDialog()
    await userEvent.type(dialog.getByLabelText('Password'), 'my-secret')
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE')
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }))
    // a text query: role queries over the whole landing page are slow in jsdom
    const notice = await screen.findByText(/Your account and everything in it have been deleted/)
    expect(notice.closest('[role="status"]')).not.toBeNull()
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      password: 'my-secret',
      confirmation: 'DELETE',
    })
    // the landing page forgets the person once it is shown, which a busy machine may take a moment for
    await waitFor(() => expect(localStorage.getItem('authData')).toBeNull())
    expect(localStorage.getItem('onboarding_completed')).toBeNull()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('Settings › Your data', () => {
  afterEach(() => vi.restoreAllMocks())

  it('downloads the JSON export as a file under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:export')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    const calls = openSettings({
      'GET /api/account/export': () =>
        new Response('{"meals":[]}', {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="platewise-data-2026-05-13.json"',
          },
        }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }))
    await vi.waitFor(() => expect(clicked).toEqual(['platewise-data-2026-05-13.json']))
    expect(calls.some((call) => call.url === '/api/account/export')).toBe(true)
  })

  it('says so when the download is refused', async () => {
    openSettings({
      'GET /api/account/export/meals.csv': () =>
        json(429, {
          error: 'You have made too many exports in the last hour. Please try again later.',
          code: 'TOO_MANY_REQUESTS',
        }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Download meals (CSV)' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('too many exports')
  })
})
