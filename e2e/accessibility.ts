import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[] }[]
}

declare global {
  interface Window {
    axe?: {
      run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>
    }
  }
}

/**
 * Rules outside WCAG's tags that fail the sweep whatever their impact: a page
 * with many landmarks of one name (a 'Meal' region in every post) leaves a
 * screen reader's landmark list useless.
 */
const ALSO_FAILING_RULES = ['landmark-unique']

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical
 * WCAG 2.x A/AA violation, or any violation of ALSO_FAILING_RULES, listed as
 * rule, impact and the elements' selectors. Waits first for what is loading
 * (`aria-busy`) and what is moving to settle.
 */
export async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // a colour halfway through its transition is not what anyone reads: let them end
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // a spinner turns for ever; only what ends is waited for
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  )
  // page.evaluate, not a <script> tag: the app's Content-Security-Policy
  // (script-src 'self') refuses inline scripts, and it stays on during the sweep
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const result = await window.axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      })
      return result.violations
    },
    { tags: WCAG_TAGS, rules: ALSO_FAILING_RULES },
  )
  const serious = violations
    .filter(
      ({ id, impact }) =>
        impact === 'serious' || impact === 'critical' || ALSO_FAILING_RULES.includes(id),
    )
    .map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact}): ${help}\n${nodes.map(({ target }) => `      at ${target.join(' ')}`).join('\n')}`,
    )
  expect(serious, `axe found serious or critical violations on ${page.url()}`).toEqual([])
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(
    widths.content,
    `the page is ${widths.content}px wide in a ${widths.viewport}px window`,
  ).toBeLessThanOrEqual(widths.viewport)
}

/** The two sizes every screen is checked at. */
export const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const

/**
 * Runs `check` at each size in turn on the page as it is: first at a phone's
 * size, where the test opens it (a phone's layout must be right as it loads),
 * then at a desktop's, resized as a window is. One page load serves both.
 */
export async function atEverySize(page: Page, check: () => Promise<void>) {
  for (const size of ['phone', 'desktop'] as const) {
    const viewport = SIZES[size]
    await page.setViewportSize(viewport)
    await test.step(`at ${size} size (${viewport.width}×${viewport.height})`, check)
  }
}

/** No serious axe violation, and nothing sticking out sideways. */
export async function expectScreenPasses(page: Page) {
  await expectNoSeriousViolations(page)
  await expectNoSidewaysScroll(page)
}
