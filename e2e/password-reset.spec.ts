import { startMailbox, resetLinkIn, type Mailbox } from '../apps/server/src/test/mailbox'
import { expectNoSeriousViolations } from './accessibility'
import { expect, registerViaApi, test as sharedServerTest } from './fixtures'
import { testWithOwnServer } from './own-server'

// A server of the journey's own that sends its mail to a real SMTP server
// started here (the `smtp-server` package), whose mail the journey reads.
const test = testWithOwnServer.extend<{ mailbox: Mailbox }>({
  // Playwright reads a fixture's needs from its first parameter: this one needs none
  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, use) => {
    const mailbox = await startMailbox()
    await use(mailbox)
    await mailbox.close()
  },
  ownServerEnv: async ({ mailbox }, use) =>
    use({ SMTP_URL: mailbox.url, MAIL_FROM: 'Platewise <no-reply@platewise.example>' }),
})

test('A person who forgot their password asks for a link on the login page, opens it from the mail, chooses a new password and signs in with it; every session they had is over, and the link works no more', async ({
  page,
  request,
  mailbox,
  ownServer,
  consoleGuard,
}) => {
  consoleGuard.expectFailure({
    path: '/api/auth/password-reset/check',
    status: 400,
    why: 'the link opened again after it was used',
  })
  const { token: oldSession, credentials } = await registerViaApi(request)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.getByLabel('Email', { exact: true }).fill(credentials.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses this email, a link to reset its password is on its way. It works for one hour.',
  )

  const mail = await mailbox.nextMailTo(credentials.email)
  expect(mail.subject).toBe('Reset your Platewise password')
  const { link } = resetLinkIn(mail)
  expect(link.startsWith(`${ownServer.url}/reset-password?token=`)).toBe(true)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('abc')
  await page.getByLabel('Confirm new password', { exact: true }).fill('abd')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.getByLabel('New password', { exact: true }).fill('a-fresh-morning-run')
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-fresh-morning-run')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Please sign in with your new password.',
  )

  const before = await request.get('/api/account/sessions', {
    headers: { authorization: `Bearer ${oldSession}` },
  })
  expect(before.status()).toBe(401)

  await page.getByLabel('Email', { exact: true }).fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill('a-fresh-morning-run')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/login$/)

  // the same link, a second time
  const second = await page.context().newPage()
  await second.goto(link)
  await expect(second.getByRole('alert')).toHaveText(
    'This reset link has expired or has already been used. Please ask for a new one.',
  )
  await expectNoSeriousViolations(second)
  await second.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(second.getByRole('button', { name: 'Send reset link' })).toBeVisible()
})

sharedServerTest(
  "Without SMTP_URL the login page offers no 'Forgot password?', and the reset page says reset is not set up",
  async ({ page }) => {
    const asked = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/password-reset'),
    )
    await page.goto('/login')
    expect(await (await asked).json()).toEqual({ available: false })
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0)

    await page.goto('/reset-password')
    await expect(page.getByRole('alert')).toContainText(
      'Password reset by email is not set up on this server.',
    )
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0)
  },
)
