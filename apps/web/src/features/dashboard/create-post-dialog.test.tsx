import { screen, within } from '@testing-library/react'
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
    // a native modal <dialog>: the browser makes the page behind it inert
    expect(dialog).toBeInstanceOf(HTMLDialogElement)
    expect(dialog).toHaveAttribute('open')
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
    expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus()

    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus()
  })

  // Tab staying out of the inert page is the browser's work: e2e/dialog-keyboard.spec.ts
})
