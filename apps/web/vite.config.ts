import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './build/precompress'
import { preloadFonts } from './build/preload-font'
import { routeContractsWithoutSchemas } from './build/route-contracts'
import { zodWithoutEval } from './build/zod-without-eval'

/** The modules of the signed-in chunk (below): outside the landing page, every page has them. */
const SIGNED_IN_SHELL = new RegExp(
  [
    // the data router (app/app-router.tsx) comes with the query cache it loads into;
    // icons go with the code that draws them (here, every page's icons were: decision 035)
    /node_modules[\\/](@tanstack|react-router)[\\/]/,
    // the app's shell, its routes and loaders; app/routes/ are pages, each a chunk of its own,
    // and Discover's dialog, the header's search and the units switch load where they are drawn
    /apps[\\/]web[\\/]src[\\/](app[\\/](?!routes[\\/]|dashboard[\\/](discover-|header-search\.|search[-.]|sample-search-))|ui[\\/](?!units-choice))/,
    // lib/weights is for the pages that draw weights (decision 039)
    /apps[\\/]web[\\/]src[\\/]lib[\\/](?!zod-without-eval|weights[\\/])/,
    // the feed's groups panel has Join, as the groups pages do; Follow comes with the
    // pages and the search that draw it
    /apps[\\/]web[\\/]src[\\/]features[\\/]groups[\\/]join-button\./,
    /apps[\\/]web[\\/]src[\\/]features[\\/]onboarding[\\/](pending-profile|onboarding-flags|save-profile)\./,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
)

/**
 * The fields of the pages with forms: no page of the shell draws one, and the
 * feed's first load has no bytes to spare for them (issue 26).
 */
const FORM_FIELDS =
  /apps[\\/]web[\\/]src[\\/](ui[\\/](text-field|text-area-field|password-field|select-field|person-fields|form-actions)|lib[\\/]form-(errors|field))\./

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [
    routeContractsWithoutSchemas(),
    zodWithoutEval(),
    react(),
    tailwindcss(),
    // Latin is the subset every page shows; the others load when a text needs them
    preloadFonts(/inter-latin-wght-normal-[\w-]+\.woff2$/),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    // no source maps in what is served: the code's sources are not published
    sourcemap: false,
    // every browser the app supports has <link rel="modulepreload">
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // what the landing page runs stays in the entry, as without groups
            { name: 'index', tags: ['$initial'], priority: 2 },
            // What every signed-in page needs (the query cache, the API client,
            // the onboarding guard, the dashboard's shell and the icons) as one
            // chunk: left to themselves they were dozens of small ones, each a
            // request that slow 4G waits a round trip for.
            {
              name: 'signed-in',
              test: (id) => SIGNED_IN_SHELL.test(id) && !FORM_FIELDS.test(id),
              priority: 1,
            },
            // after the shell, so that what the fields share with it (the spinner) stays there
            { name: 'form-fields', test: FORM_FIELDS, priority: 0 },
            // the form library of the pages with forms, under its own name (it was
            // named after the zod resolver, beside zod's own chunk)
            {
              name: 'react-hook-form',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        // @platewise/core is pure rules and schemas: a page that takes one
        // helper from its index must not get every zod schema built beside it
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    name: 'web',
    // Worker threads start faster than processes, and the files of one worker
    // share its modules (isolate: false), which spares each file seconds of
    // importing React and the app: a test replaces a function with vi.spyOn and
    // restores it, never with vi.mock; setup.ts empties the DOM and storage after each.
    pool: 'threads',
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // a whole page renders in jsdom: a busy machine took 5.4 s for one (the default limit is 5)
    testTimeout: 20_000,
  },
})
