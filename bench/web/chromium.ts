import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium as playwright, type Browser } from 'playwright-core'
import { debianChromium, debianChromiumFlags } from '../../e2e/debian-chromium'
import { freePort } from '../load/child-process'

// a Lighthouse run also keeps Chromium from doing work of its own in the background
const FLAGS = [
  ...debianChromiumFlags,
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
]

export interface RunningChromium {
  /** The DevTools port, for Lighthouse */
  port: number
  close(): Promise<void>
}

/**
 * A fresh Chromium (its own empty profile, so no cache from an earlier run)
 * listening for DevTools on a free port.
 */
export async function launchChromium(): Promise<RunningChromium> {
  if (!debianChromium) throw new Error('Chromium is missing: apt-get install -y chromium')
  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-bench-web-'))
  const child = spawn(
    debianChromium,
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  )
  // it answers once it is up; Playwright lets go again at once
  await (await attachPlaywright(port)).close()
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      // Chromium's helpers may still be writing for a while after it exits; a
      // profile left behind in the temp folder is not worth losing a run's results
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 30, retryDelay: 200 })
      } catch (error) {
        console.warn(`Could not remove Chromium's profile ${profile}: ${String(error)}`)
      }
    },
  }
}

/**
 * Playwright attached to the Chromium on `port`; its first context is the
 * browser's own, whose storage Lighthouse's tab shares. close() detaches.
 */
export async function attachPlaywright(port: number, timeoutMs = 30_000): Promise<Browser> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await playwright.connectOverCDP(`http://127.0.0.1:${port}`)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}
