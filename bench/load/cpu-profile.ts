import fs from 'node:fs'
import path from 'node:path'

// Where a server's CPU time went, from the .cpuprofile `node --cpu-prof` writes:
// self time summed by package (node_modules/<name>, our own workspace folders,
// node's internals) and by function. A first look before a flame graph.

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}

interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface TimeShare {
  name: string
  ms: number
  percent: number
}

function packageOf(url: string, functionName: string) {
  if (!url) return `(${functionName || 'native'})`
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (modules) return modules[1]!
  const workspace = url.match(/\/(apps\/[^/]+|packages\/[^/]+|bench)\//)
  if (workspace) return workspace[1]!
  if (url.startsWith('node:')) return 'node (runtime)'
  return url
}

function shares(totals: Map<string, number>, busyMs: number, top: number): TimeShare[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, microseconds]) => ({
      name,
      ms: Math.round(microseconds / 1000),
      percent: Math.round((microseconds / 1000 / busyMs) * 1000) / 10,
    }))
}

export function summariseCpuProfile(file: string, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const byPackage = new Map<string, number>()
  const byFunction = new Map<string, number>()
  let busy = 0
  profile.samples.forEach((id, index) => {
    const { callFrame } = nodes.get(id)!
    const delta = profile.timeDeltas[index] ?? 0
    // waiting for work is not time spent
    if (callFrame.functionName === '(idle)') return
    busy += delta
    const where = packageOf(callFrame.url, callFrame.functionName)
    byPackage.set(where, (byPackage.get(where) ?? 0) + delta)
    const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url ? `${path.basename(callFrame.url.split('?')[0]!)}:${callFrame.lineNumber + 1}` : ''} [${where}]`
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta)
  })
  const busyMs = busy / 1000
  return {
    busyMs: Math.round(busyMs),
    byPackage: shares(byPackage, busyMs, top),
    byFunction: shares(byFunction, busyMs, top),
  }
}

export function formatCpuSummary(summary: ReturnType<typeof summariseCpuProfile>) {
  const table = (rows: TimeShare[]) =>
    rows
      .map(
        (row) =>
          `${String(row.percent).padStart(5)} %  ${String(row.ms).padStart(7)} ms  ${row.name}`,
      )
      .join('\n')
  return `CPU busy ${summary.busyMs} ms (idle left out); self time by package:\n${table(summary.byPackage)}\n\nby function:\n${table(summary.byFunction)}\n`
}
