import fs from 'node:fs'

/** Debian's Chromium (apt-get install chromium), or undefined where it is missing. */
export const debianChromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) =>
  fs.existsSync(p),
)

/** docs/DESIGN.md §10's flags for Debian's Chromium on these machines, headless, and one of ours. */
export const debianChromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 15x's headless mode is the whole browser: each new window (each
  // test's context) starts two omnibox popups drawn as web pages in renderers
  // of their own, which nobody sees here. Without them a context costs about
  // half the CPU (five contexts: 6.4–8.3 → 3.8 CPU-s).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
