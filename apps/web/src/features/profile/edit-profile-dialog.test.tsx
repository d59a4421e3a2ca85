import {
  IMAGE_MESSAGES,
  PROFILE_PICTURE_MESSAGE,
  type EditProfileInput,
  type SocialProfile,
} from '@platewise/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aPhoto, textNamedAsPhoto } from '../../test/photo-fixtures'
import { describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { aSocialProfile } from '../../test/social-profile-fixtures'
import { NOW, openProfile, PROFILE_PATH } from './render-profile.test-helper'
import { fixClockAt } from '../../test/fixed-clock'

/** A server that keeps what PUT /api/social/profile is sent, and answers it after. */
function profileServer(initial: SocialProfile) {
  let current = initial
  return {
    [`GET ${PROFILE_PATH}`]: () => json(200, current),
    'PUT /api/social/profile': (body: unknown) => {
      const sent = body as EditProfileInput & { first_name: string; last_name: string }
      current = {
        ...current,
        user: {
          ...current.user,
          first_name: sent.first_name,
          last_name: sent.last_name,
          username: String(sent.username),
        },
        bio: (sent.bio as string) || null,
        profile: {
          ...current.profile!,
          daily_calories: Number(sent.daily_calories),
          daily_protein: Number(sent.daily_protein),
        },
      }
      return json(200, current)
    },
    'POST /api/social/profile/avatar': () => {
      const picture = '/uploads/avatars/maya.webp'
      current = { ...current, user: { ...current.user, profile_picture: picture } }
      return json(200, { profile_picture: picture })
    },
  }
}

async function openEditor(name = 'Complete Profile') {
  await userEvent.click(await screen.findByRole('button', { name }))
  return within(screen.getByRole('dialog', { name: 'Edit Profile' }))
}

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input)
  if (text) await userEvent.type(input, text)
}

describe('Edit Profile', () => {
  fixClockAt(NOW)

  it("saves the changes, then shows the new name in the profile and the dashboard's header", async () => {
    const calls = openProfile(profileServer(aSocialProfile()))
    const dialog = await openEditor()
    const firstName = dialog.getByRole('textbox', { name: 'First name' })
    expect(firstName).toHaveFocus()
    expect(firstName).toHaveValue('Maya')
    expect(dialog.getByRole('spinbutton', { name: 'Daily calories (kcal)' })).toHaveValue(2000)

    await replace(firstName, 'Maia')
    const bio = dialog.getByRole('textbox', { name: 'Bio' })
    await userEvent.type(bio, 'Cooking my way to 160')
    expect(bio).toHaveAccessibleDescription('21/500 characters')
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Activity level' }),
      'Very active',
    )
    await replace(dialog.getByRole('spinbutton', { name: 'Daily calories (kcal)' }), '1850.6')
    await replace(dialog.getByRole('spinbutton', { name: 'Weight (lbs)' }), '171')
    await replace(dialog.getByRole('spinbutton', { name: 'Target weight (lbs)' }), '160')
    const profileReads = calls.filter((call) => call.url === '/api/profile').length
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      first_name: 'Maia',
      last_name: 'Chen',
      username: 'maya',
      bio: 'Cooking my way to 160',
      activity_level: 'very_active',
      // §5: whole numbers
      daily_calories: 1850,
      daily_protein: 150,
      weight: 171,
      target_weight: 160,
      // the height was left as it was: not sent, so the stored one stays exact
      age: 34,
      gender: 'female',
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Maia Chen' })).toBeInTheDocument()
    expect(screen.getByText('Cooking my way to 160')).toBeInTheDocument()
    expect(screen.getByText('Welcome,', { exact: false })).toHaveTextContent('Welcome, Maia')
    expect(JSON.parse(localStorage.getItem('authData')!).user.first_name).toBe('Maia')
    // the goals every screen reads are asked for again: the Overview's
    await userEvent.click(screen.getByRole('link', { name: 'Overview' }))
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/profile').length).toBeGreaterThan(
        profileReads,
      ),
    )
  })

  it("shows a taken username's message beside the username and keeps the dialog open", async () => {
    openProfile({
      'PUT /api/social/profile': () =>
        json(409, {
          error: 'That username is taken',
          code: 'CONFLICT',
          fields: { username: 'That username is taken' },
        }),
    })
    const dialog = await openEditor()
    const username = dialog.getByRole('textbox', { name: 'Username' })
    await replace(username, 'sam')
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(username).toHaveAccessibleDescription('That username is taken'))
    expect(username).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument()
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument()
    // the message goes once the field is edited
    await userEvent.type(username, '_k')
    expect(username).not.toHaveAccessibleDescription()
  })

  it("checks the form with the server's rules before sending it", async () => {
    const calls = openProfile()
    const dialog = await openEditor()
    await replace(dialog.getByRole('spinbutton', { name: 'Daily protein (g)' }), '')
    await replace(dialog.getByRole('textbox', { name: 'Last name' }), 'C')
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))

    expect(
      dialog.getByRole('spinbutton', { name: 'Daily protein (g)' }),
    ).toHaveAccessibleDescription('Daily protein must be between 20 and 400 g')
    expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name must be at least 2 characters',
    )
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('brings the first refused field into view, where focus alone leaves it below the fold', async () => {
    const scrolled: Element[] = []
    // (jsdom has no scrolling: the call is what the dialog can be asked for; taken away after)
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    try {
      openProfile()
      const dialog = await openEditor()
      const protein = dialog.getByRole('spinbutton', { name: 'Daily protein (g)' })
      await replace(protein, '')
      scrolled.length = 0
      await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
      await waitFor(() => expect(scrolled).toContain(protein))
      expect(protein).toHaveFocus()
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView
    }
  })

  it('recalculates the plan from the form, shows it first, and changes the goals only when asked', async () => {
    // the case: female, 65 in, 28, sedentary, 200 → 185 lb (plan-guards.test.ts)
    const calls = openProfile(
      profileServer(
        aSocialProfile({
          profile: {
            weight: 200,
            target_weight: 185,
            height: 65,
            age: 28,
            gender: 'female',
            activity_level: 'sedentary',
          },
        }),
      ),
    )
    const dialog = await openEditor()
    expect(dialog.getByRole('combobox', { name: 'Goal' })).toHaveValue('lose')
    await replace(dialog.getByRole('textbox', { name: 'Timeframe' }), '4 weeks')
    await userEvent.click(dialog.getByRole('button', { name: 'Work out my plan' }))

    const plan = dialog.getByRole('group', { name: 'Your new plan' })
    expect(plan).toHaveTextContent('Your plan: 1,341 kcal and 117 g of protein a day.')
    expect(plan).toHaveTextContent('would mean eating 137 kcal a day')
    // shown, not yet taken: the goals set by hand stand
    expect(dialog.getByRole('spinbutton', { name: 'Daily calories (kcal)' })).toHaveValue(2000)

    await userEvent.click(dialog.getByRole('button', { name: 'Use 12 weeks' }))
    expect(dialog.getByRole('textbox', { name: 'Timeframe' })).toHaveValue('12 weeks')
    expect(dialog.getByRole('group', { name: 'Your new plan' })).toHaveTextContent(
      'Your plan: 1,387 kcal and 121 g of protein a day.',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Use these goals' }))
    expect(dialog.getByRole('spinbutton', { name: 'Daily calories (kcal)' })).toHaveValue(1387)
    expect(dialog.getByRole('spinbutton', { name: 'Daily protein (g)' })).toHaveValue(121)

    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      daily_calories: 1387,
      daily_protein: 121,
      age: 28,
      gender: 'female',
    })
  })

  it('shows and takes weights and height in metric for a person who chose it', async () => {
    const calls = openProfile({
      ...profileServer(
        aSocialProfile({ profile: { weight: 170, target_weight: 160, height: 65 } }),
      ),
      'GET /api/account/preferences': () => json(200, { food_region: null, units: 'metric' }),
    })
    const dialog = await openEditor()
    const weight = await dialog.findByRole('spinbutton', { name: 'Weight (kg)' })
    expect(weight).toHaveValue(77.1)
    expect(dialog.getByRole('spinbutton', { name: 'Target weight (kg)' })).toHaveValue(72.6)
    expect(dialog.getByRole('spinbutton', { name: 'Height (cm)' })).toHaveValue(165)

    await replace(weight, '20')
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    expect(await dialog.findByText('Weight must be between 30 and 299 kg')).toBeVisible()

    await replace(weight, '80.5')
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const sent = calls.find((call) => call.method === 'PUT')?.body as EditProfileInput
    // 80.5 kg in the API's pounds; the untouched target and height are not sent
    expect(sent.weight).toBeCloseTo(177.47, 2)
    expect(sent).not.toHaveProperty('target_weight')
    expect(sent).not.toHaveProperty('height')
  })

  it('says which answer the plan needs when one is missing or outside its range', async () => {
    openProfile(profileServer(aSocialProfile({ profile: { weight: 200, target_weight: 185 } })))
    const dialog = await openEditor()
    await replace(dialog.getByRole('spinbutton', { name: 'Height (in)' }), '10')
    await userEvent.click(dialog.getByRole('button', { name: 'Work out my plan' }))
    expect(dialog.getByRole('group', { name: 'Your new plan' })).toHaveTextContent(
      'Height must be between 48 and 96 inches: your plan needs it to be worked out.',
    )
    await replace(dialog.getByRole('textbox', { name: 'Timeframe' }), 'soon')
    await userEvent.click(dialog.getByRole('button', { name: 'Work out my plan' }))
    expect(dialog.getByRole('textbox', { name: 'Timeframe' })).toHaveAccessibleDescription(
      'Please include a number (e.g., "8 weeks", "3 months")',
    )
  })

  it("shows the server's message when it names no field", async () => {
    openProfile({
      'PUT /api/social/profile': () => json(500, { error: 'Boom', code: 'INTERNAL' }),
    })
    const dialog = await openEditor()
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Server error occurred. Please try again in a moment.',
    )
  })

  // Issue 24: a save may only keep or clear the picture, so the dialog leaves it
  // out (a new one is an upload); were the server ever to refuse one, its
  // message reads as it is written.
  it('leaves the picture out of the save, and shows the server’s picture message in words', async () => {
    const calls = openProfile({
      'PUT /api/social/profile': () =>
        json(400, {
          error: PROFILE_PICTURE_MESSAGE,
          code: 'VALIDATION_ERROR',
          fields: { profile_picture: PROFILE_PICTURE_MESSAGE },
        }),
    })
    const dialog = await openEditor()
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(PROFILE_PICTURE_MESSAGE)
    const save = calls.find((call) => call.method === 'PUT')
    expect(save?.body).not.toHaveProperty('profile_picture')
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument()
  })

  it('takes image files only, previews the picture and uploads it before saving', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    const calls = openProfile(profileServer(aSocialProfile()))
    const dialog = await openEditor()
    const picture = dialog.getByLabelText('Profile picture')
    expect(picture).toHaveAttribute('accept', 'image/*')

    // applyAccept off: a person can still pick "All files" in the browser's chooser
    const upload = userEvent.setup({ applyAccept: false })
    await upload.upload(picture, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(picture).toHaveAccessibleDescription(IMAGE_MESSAGES.unsupported))
    expect(dialog.queryByRole('img', { name: /preview/i })).not.toBeInTheDocument()
    // named and typed as a photo, but words inside: refused when chosen, no broken preview
    await upload.upload(picture, textNamedAsPhoto())
    await waitFor(() => expect(picture).toHaveAccessibleDescription(IMAGE_MESSAGES.unsupported))
    expect(dialog.queryByRole('img', { name: /preview/i })).not.toBeInTheDocument()

    await upload.upload(picture, aPhoto('me.png'))
    expect(
      await dialog.findByRole('img', { name: 'Preview of your new profile picture' }),
    ).toHaveAttribute('src', 'blob:preview')
    expect(picture).not.toHaveAccessibleDescription(IMAGE_MESSAGES.unsupported)
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const order = calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.url}`)
    expect(order).toEqual(['POST /api/social/profile/avatar', 'PUT /api/social/profile'])
    expect(JSON.parse(localStorage.getItem('authData')!).user.profile_picture).toBe(
      '/uploads/avatars/maya.webp',
    )
    const header = within(screen.getByRole('region', { name: 'Maya Chen' }))
    await waitFor(() =>
      expect(header.getByRole('presentation')).toHaveAttribute('src', '/uploads/avatars/maya.webp'),
    )
  })

  it('opens on the goals with daily calories focused from ?edit=goals, and closes with Cancel', async () => {
    openProfile({}, '/dashboard/profile?edit=goals')
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    expect(dialog.getByRole('spinbutton', { name: 'Daily calories (kcal)' })).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("leads from the overview's 'Set Goals' to the goals", async () => {
    // straight from the wizard, so the guard lets the user in before the profile exists
    localStorage.setItem('onboarding_just_completed', 'true')
    openProfile(
      { 'GET /api/profile': () => json(404, { error: 'Profile not found', code: 'NOT_FOUND' }) },
      '/dashboard/overview',
    )
    await userEvent.click(await screen.findByRole('link', { name: 'Set Goals' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    expect(dialog.getByRole('spinbutton', { name: 'Daily calories (kcal)' })).toHaveFocus()
  })
})
