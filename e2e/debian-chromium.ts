import fs from 'node:fs'

/** Debian's Chromium (apt-get install chromium), or undefined where it is missing. */
export const debianChromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) =>
  fs.existsSync(p),
)

/** DESIGN.md §10's flags for Debian's Chromium on these machines, headless. */
export const debianChromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
