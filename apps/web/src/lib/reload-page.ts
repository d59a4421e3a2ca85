/**
 * Reloads the whole page, as 'Try Again' does when a profile could not be loaded
 * (§2). A method of an object, so a test can watch it: jsdom cannot reload.
 */
export const page = {
  reload() {
    window.location.reload()
  },
}
