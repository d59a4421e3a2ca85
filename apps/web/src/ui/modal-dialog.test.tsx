import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ModalDialog } from './modal-dialog'

// jsdom runs <dialog> through the small polyfill in src/test/setup.ts. What only a
// browser does (the page behind made inert, Escape, Tab) is checked in Chromium
// by e2e/dialog-keyboard.spec.ts.

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open notes
      </button>
      {open && (
        <ModalDialog
          title="Notes"
          initialFocus="textarea"
          onClose={() => {
            onClose()
            setOpen(false)
          }}
        >
          <p>Write something</p>
          <textarea aria-label="Note" />
        </ModalDialog>
      )}
    </>
  )
}

async function openNotes() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open notes' }))
  return { user, dialog: screen.getByRole('dialog', { name: 'Notes' }) }
}

describe('ModalDialog', () => {
  it('opens a native dialog with showModal and focuses the initial control', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    render(<Harness />)
    const { dialog } = await openNotes()
    expect(dialog).toBeInstanceOf(HTMLDialogElement)
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog).toHaveAttribute('open')
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus()
    showModal.mockRestore()
  })

  it('closes through the cancel event that Escape fires, and decides itself', async () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const { dialog } = await openNotes()
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)
    // the owner closes it, so a dialog busy saving can refuse
    expect(cancel.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes with Escape and gives focus back to the control that opened it', async () => {
    render(<Harness />)
    const { user } = await openNotes()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open notes' })).toHaveFocus()
  })

  it('closes on a click on the backdrop, not on a click inside', async () => {
    render(<Harness />)
    const { user, dialog } = await openNotes()
    await user.click(within(dialog).getByText('Write something'))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    // a click outside the panel lands on the <dialog> itself, under its ::backdrop
    await user.click(dialog)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays open when a press inside ends on the backdrop, as when selecting text', async () => {
    render(<Harness />)
    const { dialog } = await openNotes()
    fireEvent.pointerDown(within(dialog).getByRole('textbox'))
    fireEvent.click(dialog)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('closes with its Close button', async () => {
    render(<Harness />)
    const { user, dialog } = await openNotes()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open notes' })).toHaveFocus()
  })

  it('tells its owner when the browser closes it without asking', async () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const { dialog } = await openNotes()
    fireEvent(dialog, new Event('close'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
