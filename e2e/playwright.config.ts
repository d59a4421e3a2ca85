import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { debianChromium, debianChromiumFlags } from './debian-chromium'
import { demoPort, port, serverEnv } from './servers'

// The real server on a throwaway embedded database, driven through Debian's Chromium.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-e2e-'))
// A second server holding the demo community (npm run seed:demo), for the
// accessibility sweep of screens with data: met days, meal cards, photos.
const demoDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-e2e-demo-'))

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '.artifacts/results',
  // Browsers side by side against the one server (two, or E2E_WORKERS: CI runs
  // four beside its other stages): every test makes its own users, so tests of
  // one file may run side by side too.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // a journey's budget: three times the 60 s it had alone, as the browsers share
  // two cores with the server and, in CI, with the other stages
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // a failed journey keeps its trace: each step's page (DOM snapshots) and the test's
    // sources, without the screencast, which took a third of the browsers' CPU time
    // (and the failure's screenshot is kept on its own, above)
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: debianChromium,
      args: debianChromiumFlags,
    },
  },
  webServer: [
    {
      command: 'npm run start:server',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port, dataDir),
    },
    {
      command: 'npm run seed:demo && npm run start:server',
      cwd: '..',
      url: `http://127.0.0.1:${demoPort}/api/health`,
      // the seed reads two weeks of meals through the analyser and draws 40 photos first
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(demoPort, demoDataDir),
    },
  ],
})
