import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderDashboard } from './render-dashboard.test-helper'

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Post' }))
  return screen.getByRole('dialog', { name: 'Create Post' })
}

describe('Create Post dialog', () => {
  it('opens as a modal with the text area focused and the default toggles', async () => {
    renderDashboard('/dashboard/feed')
    const dialog = await openDialog()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const text = within(dialog).getByPlaceholderText("What's going on?")
    expect(text).toHaveFocus()
    expect(within(dialog).getByRole('switch', { name: 'Allow comments' })).toBeChecked()
    const hideLikes = within(dialog).getByRole('switch', { name: 'Hide like count' })
    expect(hideLikes).not.toBeChecked()
    expect(hideLikes).toHaveAccessibleDescription('Only you will see the total number of likes.')
    await userEvent.click(hideLikes)
    expect(hideLikes).toBeChecked()
  })

  it('enables Post only with some text, then says posting arrives soon and keeps the draft', async () => {
    const { calls } = renderDashboard('/dashboard/feed')
    const dialog = await openDialog()
    const post = within(dialog).getByRole('button', { name: 'Post' })
    const text = within(dialog).getByRole('textbox', { name: 'Post content' })
    expect(post).toBeDisabled()
    await userEvent.type(text, '   ')
    expect(post).toBeDisabled()

    await userEvent.type(text, 'Oats with berries')
    const callsBefore = calls.length
    await userEvent.click(post)
    expect(within(dialog).getByRole('status')).toHaveTextContent('Posting arrives soon')
    expect(text).toHaveValue('   Oats with berries')
    expect(calls).toHaveLength(callsBefore)
  })

  it('closes with Escape or Cancel and gives focus back to the page', async () => {
    renderDashboard('/dashboard/feed')
    await openDialog()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus())

    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps Tab inside the dialog', async () => {
    renderDashboard('/dashboard/feed')
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Hi')
    // text area → two switches → Cancel → Post → back to Close at the top
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Post' })).toHaveFocus()
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
  })
})
