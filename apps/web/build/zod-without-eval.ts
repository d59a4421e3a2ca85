import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const withoutEval = fileURLToPath(new URL('../src/lib/zod-without-eval.ts', import.meta.url))

/**
 * Every `import … from 'zod'` of the web app (and of packages/core, as the web
 * app builds it) gets src/lib/zod-without-eval.ts, which turns zod's eval off
 * first and then is zod; that module alone gets zod itself.
 */
export function zodWithoutEval(): Plugin {
  return {
    name: 'platewise-zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === withoutEval) return null
      return withoutEval
    },
  }
}
