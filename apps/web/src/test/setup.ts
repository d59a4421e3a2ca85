import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy and waitFor give up after 1 s by default; on a 2-core machine running
// the server's tests beside these, a render can take longer than that
configure({ asyncUtilTimeout: 5_000 })

// jsdom has <dialog> but none of its methods. This is just enough of them for the
// components to run: showModal() opens, close() closes and fires 'close', and
// Escape fires a cancelable 'cancel' at the open modal, which closes it unless the
// page prevents that. What jsdom cannot show (the page behind made inert, Tab,
// focus coming back on its own) is checked in Chromium by e2e/dialog-keyboard.spec.ts.
if (!HTMLDialogElement.prototype.showModal) {
  const modals = new Set<HTMLDialogElement>()
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
    modals.add(this)
  }
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    modals.delete(this)
    this.dispatchEvent(new Event('close'))
  }
  document.addEventListener('keydown', (event) => {
    const top = [...modals].filter((dialog) => dialog.isConnected && dialog.open).at(-1)
    if (event.key !== 'Escape' || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})
