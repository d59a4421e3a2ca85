import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../test/render-app'
import { openSettings } from './render-settings.test-helper'

const section = async () => screen.findByRole('region', { name: 'Units' })

afterEach(() => vi.restoreAllMocks())

describe('Settings › Units', () => {
  it("starts at the browser's region and says so until the person chooses", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-AU', 'en'])
    openSettings()
    const units = await section()
    expect(await within(units).findByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked()
    expect(within(units).getByRole('radio', { name: 'US (lb, in)' })).not.toBeChecked()
    expect(
      within(units).getByText('Taken from your browser’s region until you choose.'),
    ).toBeVisible()
  })

  it('saves the units chosen, leaving the food words alone, and keeps them checked', async () => {
    let stored: string | null = null
    const calls = openSettings({
      'GET /api/account/preferences': () => json(200, { food_region: 'UK', units: stored }),
      'PUT /api/account/preferences': (body) => {
        stored = (body as { units: string }).units
        return json(200, { food_region: 'UK', units: stored })
      },
    })
    const units = await section()
    await userEvent.click(await within(units).findByRole('radio', { name: 'Metric (kg, cm)' }))
    expect(await within(units).findByRole('status')).toHaveTextContent(
      'Saved. Weights and heights now show in Metric (kg, cm).',
    )
    expect(within(units).getByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked()
    expect(within(units).queryByText(/Taken from your browser/)).not.toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { units: 'metric' },
    ])
    // the food words section still shows its own choice
    const words = screen.getByRole('region', { name: 'Food words' })
    expect(within(words).getByRole('radio', { name: 'United Kingdom and Ireland' })).toBeChecked()
  })

  it('says so when the choice cannot be saved, and keeps what is stored', async () => {
    openSettings({
      'GET /api/account/preferences': () => json(200, { food_region: null, units: 'US' }),
      'PUT /api/account/preferences': () => json(500, { error: 'x', code: 'INTERNAL' }),
    })
    const units = await section()
    await userEvent.click(await within(units).findByRole('radio', { name: 'Metric (kg, cm)' }))
    expect(await within(units).findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Please try again.',
    )
    expect(within(units).getByRole('radio', { name: 'US (lb, in)' })).toBeChecked()
  })
})
