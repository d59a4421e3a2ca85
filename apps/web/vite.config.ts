import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './build/precompress'
import { preloadFonts } from './build/preload-font'
import { routeContractsWithoutSchemas } from './build/route-contracts'
import { zodWithoutEval } from './build/zod-without-eval'

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
      treeshake: {
        // @platewise/core is pure rules and schemas: a page that takes one
        // helper from its index must not get every zod schema built beside it
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // a whole page renders in jsdom: a busy machine took 5.4 s for one (the default limit is 5)
    testTimeout: 20_000,
  },
})
