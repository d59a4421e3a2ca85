// A session is listed by the browser and system it was opened from. Only this
// label is kept, never the whole User-Agent, which says more than people need.

const UNKNOWN_DEVICE = 'Unknown device'
const MAX_USER_AGENT_LENGTH = 512

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1]

/** "Chrome on macOS", "Safari on iPhone", "Firefox", "Unknown device". */
export function deviceLabel(userAgent: string | undefined | null): string {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH)
  const browser = firstMatch(text, BROWSERS)
  const system = firstMatch(text, SYSTEMS)
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? UNKNOWN_DEVICE
}
