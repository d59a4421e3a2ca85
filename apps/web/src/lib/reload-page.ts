/** Reloads the whole page, as 'Try Again' does when a profile could not be loaded (§2). */
export function reloadPage() {
  window.location.reload()
}
