import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalDialog } from './modal-dialog'

// jsdom runs <dialog> through the small polyfill in src/test/setup.ts. What only a
// browser does (the page behind made inert, Escape, Tab) is checked in Chromium
// by e2e/dialog-keyboard.spec.ts.

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open notes
      </button>
      {open && (
        <ModalDialog
          title="Notes"
          initialFocus="textarea"
          // what a form that changes data passes: whether it holds changes not saved
          dirty={note !== ''}
          onClose={() => {
            onClose()
            setOpen(false)
            setNote('')
          }}
        >
          <p>Write something</p>
          <textarea
            aria-label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </ModalDialog>
      )}
    </>
  )
}

/** The dialog's marker in the state of the history entry the browser is on. */
const dialogEntry = () =>
  (window.history.state as Record<string, unknown> | null)?.platewiseDialog as number | undefined

/** Presses the browser's Back, and waits for its popstate. */
async function pressBack() {
  const landed = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  )
  await act(async () => {
    window.history.back()
    await landed
  })
}

/** Waits until no dialog's entry is left where the browser is. */
const settled = () => waitFor(() => expect(dialogEntry()).toBeUndefined())

// a dialog left open goes with the render, and takes its entry with it
afterEach(async () => {
  cleanup()
  await settled()
})

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

describe('ModalDialog and the browser history', () => {
  it('adds an entry at the same address when it opens, and Back closes it and leaves the page as it was', async () => {
    window.history.replaceState({ page: 'notes' }, '', '/dashboard/feed?tab=all')
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await openNotes()
    expect(dialogEntry()).toBeTypeOf('number')
    // the router's own state goes with the entry, so it sees the same location
    expect(window.history.state).toMatchObject({ page: 'notes' })
    expect(window.location.pathname + window.location.search).toBe('/dashboard/feed?tab=all')

    await pressBack()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(window.history.state).toEqual({ page: 'notes' })
    expect(window.location.pathname + window.location.search).toBe('/dashboard/feed?tab=all')
  })

  it.each([
    ['its Close button', () => screen.getByRole('button', { name: 'Close' })],
    ['Escape', null],
  ])('removes its entry when closed with %s, and goes no further back', async (_way, button) => {
    window.history.replaceState({ page: 'under' }, '', '/dashboard/profile')
    const user = userEvent.setup()
    render(<Harness />)
    await openNotes()
    if (button) await user.click(button())
    else await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await settled()
    expect(window.history.state).toEqual({ page: 'under' })
    expect(window.location.pathname).toBe('/dashboard/profile')
  })

  it('leaves the address its owner replaced on closing, without an entry that would open it again', async () => {
    window.history.replaceState({ page: 'overview', idx: 0 }, '', '/dashboard/overview')
    window.history.pushState({ page: 'profile', idx: 1 }, '', '/dashboard/profile?edit=goals')
    render(
      <Harness
        onClose={() =>
          // as react-router's setSearchParams(…, { replace: true }) does
          window.history.replaceState({ page: 'profile', idx: 1 }, '', '/dashboard/profile')
        }
      />,
    )
    // what a router hears: the address at each popstate
    const heard: string[] = []
    const hear = () => heard.push(window.location.pathname + window.location.search)
    window.addEventListener('popstate', hear)
    const { user } = await openNotes()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(heard.at(-1)).toBe('/dashboard/profile'))
    await settled()
    expect(window.location.pathname + window.location.search).toBe('/dashboard/profile')
    window.removeEventListener('popstate', hear)

    await pressBack()
    expect(window.history.state).toEqual({ page: 'overview', idx: 0 })
  })

  it('leaves no stray entry when one dialog closes and the next opens at once', async () => {
    window.history.replaceState({ page: 'under' }, '', '/dashboard/groups/1')
    render(<Harness />)
    const { user } = await openNotes()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    // opened again before the first one's entry has gone
    await user.click(screen.getByRole('button', { name: 'Open notes' }))
    await waitFor(() => expect(dialogEntry()).toBeTypeOf('number'))

    await pressBack()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.history.state).toEqual({ page: 'under' })
  })

  it('steps over the entry of a dialog that a link took the person away from', async () => {
    // react-router numbers its entries in their state
    window.history.replaceState({ page: 'under', idx: 0 }, '', '/dashboard/feed')
    const { unmount } = render(<Harness />)
    await openNotes()
    // a link in the dialog goes to another page, and the page's dialog goes with it
    window.history.pushState({ page: 'other', idx: 1 }, '', '/dashboard/profile/maya')
    unmount()

    await pressBack()
    // one Back reaches the page under the dialog, not the dialog's old entry
    await waitFor(() => expect(window.history.state).toEqual({ page: 'under', idx: 0 }))
    expect(window.location.pathname).toBe('/dashboard/feed')
  })
})

describe('ModalDialog with changes not saved', () => {
  async function openAndType() {
    render(<Harness />)
    const { user, dialog } = await openNotes()
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Soup at noon')
    return { user, dialog }
  }
  const confirmation = () => screen.queryByRole('alertdialog', { name: 'Discard your changes?' })

  it('asks on Back, keeps its entry, and Keep editing keeps the text', async () => {
    const { user, dialog } = await openAndType()
    await pressBack()
    expect(confirmation()).toBeInTheDocument()
    expect(confirmation()).toHaveAccessibleDescription(/not been saved/)
    expect(screen.getByRole('dialog', { name: 'Notes' })).toBeInTheDocument()
    // Back still works on it: its entry is back
    expect(dialogEntry()).toBeTypeOf('number')
    expect(within(confirmation()!).getByRole('button', { name: 'Keep editing' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(confirmation()).toBeNull()
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Soup at noon')
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus()
  })

  it('asks on Back, and Discard closes it and leaves no entry behind', async () => {
    window.history.replaceState({ page: 'under' }, '', '/dashboard/profile')
    const { user } = await openAndType()
    await pressBack()
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(confirmation()).toBeNull()
    await settled()
    expect(window.history.state).toEqual({ page: 'under' })
  })

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its Close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('dialog', { name: 'Notes' })),
    ],
  ])('asks before %s closes it', async (_way, close) => {
    const { user } = await openAndType()
    await close(user)
    expect(confirmation()).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Notes' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open notes' })).toHaveFocus()
    await settled()
  })

  it('takes Escape in the confirmation as Keep editing', async () => {
    const { user } = await openAndType()
    await user.keyboard('{Escape}')
    expect(confirmation()).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(confirmation()).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Soup at noon')
  })

  it('closes without asking once the changes are undone', async () => {
    const { user, dialog } = await openAndType()
    await user.clear(within(dialog).getByRole('textbox', { name: 'Note' }))
    await user.keyboard('{Escape}')
    expect(confirmation()).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    await settled()
  })
})
