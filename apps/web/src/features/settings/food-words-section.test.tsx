import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { openSettings } from './render-settings.test-helper'

const section = async () => screen.findByRole('region', { name: 'Food words' })

afterEach(() => vi.restoreAllMocks())

describe('Settings › Food words', () => {
  it("starts at the browser's language and says so until the person chooses", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en'])
    openSettings()
    const words = await section()
    expect(
      await within(words).findByRole('radio', { name: 'United Kingdom and Ireland' }),
    ).toBeChecked()
    expect(within(words).getByRole('radio', { name: 'United States' })).not.toBeChecked()
    expect(
      within(words).getByText('Taken from your browser’s language until you choose.'),
    ).toBeVisible()
  })

  it('saves the region chosen, and shows the saved one next time', async () => {
    let stored: string | null = null
    const calls = openSettings({
      'GET /api/account/preferences': () => json(200, { food_region: stored, units: null }),
      'PUT /api/account/preferences': (body) => {
        stored = (body as { food_region: string }).food_region
        return json(200, { food_region: stored, units: null })
      },
    })
    const words = await section()
    await userEvent.click(
      await within(words).findByRole('radio', { name: 'Australia and New Zealand' }),
    )
    expect(await within(words).findByRole('status')).toHaveTextContent(
      'Saved. Meals you add now are read with Australia and New Zealand food words.',
    )
    expect(within(words).getByRole('radio', { name: 'Australia and New Zealand' })).toBeChecked()
    expect(within(words).queryByText(/Taken from your browser/)).not.toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { food_region: 'AU' },
    ])
  })

  it('says so when the choice cannot be saved', async () => {
    openSettings({
      'GET /api/account/preferences': () => json(200, { food_region: 'US', units: null }),
      'PUT /api/account/preferences': () => json(500, { error: 'x', code: 'INTERNAL' }),
    })
    const words = await section()
    await userEvent.click(
      await within(words).findByRole('radio', { name: 'United Kingdom and Ireland' }),
    )
    expect(await within(words).findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Please try again.',
    )
    // what is stored stays chosen
    expect(within(words).getByRole('radio', { name: 'United States' })).toBeChecked()
  })
})
