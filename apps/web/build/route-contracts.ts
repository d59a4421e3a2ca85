import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'

/** What the web app reads of a route contract at run time (src/lib/api-client.ts). */
const CALL_FIELDS = ['method', 'path', 'bodyType'] as const

const isContractModule = (id: string) =>
  /[\\/]packages[\\/]core[\\/]src[\\/].+\.contract\.ts$/.test(id.split('?')[0]!)

/**
 * Gives the web app packages/core's route contracts (`*.contract.ts`) as plain
 * data: each route's method, path and body type. The app builds its calls
 * from those and takes every type from the contracts at compile time; the zod
 * schemas the contracts also hold are for the server, which validates with
 * them. Left in, they would bring zod (about 28 KB gzip) to every page that
 * loads data. The data is read from the contract modules themselves, run in
 * Node at build time, so the two cannot disagree.
 */
export function routeContractsWithoutSchemas(): Plugin {
  return {
    name: 'platewise-route-contracts-without-schemas',
    enforce: 'pre',
    async load(id) {
      if (!isContractModule(id)) return null
      const file = id.split('?')[0]!
      const module = (await tsImport(file, import.meta.url)) as Record<string, unknown>
      const exports = Object.entries(module).map(([name, routes]) => {
        if (!routes || typeof routes !== 'object')
          throw new Error(`${file}: export ${name} is not a group of route contracts`)
        const calls = Object.fromEntries(
          Object.entries(routes).map(([key, contract]) => {
            const route = contract as Record<string, unknown>
            if (typeof route.method !== 'string' || typeof route.path !== 'string')
              throw new Error(`${file}: ${name}.${key} is not a route contract`)
            return [key, Object.fromEntries(CALL_FIELDS.map((field) => [field, route[field]]))]
          }),
        )
        return `export const ${name} = ${JSON.stringify(calls)}`
      })
      return exports.join('\n')
    },
  }
}
