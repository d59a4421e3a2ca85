import fs from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const WEB_SRC = 'apps/web/src'
const FEATURES = fs
  .readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The web client's layers (docs/decisions/030-web-layers.md): shared code (ui, lib,
 * hooks) <- features <- app. A feature imports no other feature; where one screen shows
 * pieces of two, the app composes them. src/test, the test helpers, may import anything.
 */
const webLayers = [
  ...FEATURES.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move the shared piece down, or let src/app compose the two.',
  })),
  {
    target: `${WEB_SRC}/features`,
    from: `${WEB_SRC}/app`,
    message: 'Features sit under the app: what a feature needs from it belongs in src/lib.',
  },
  {
    target: [`${WEB_SRC}/ui`, `${WEB_SRC}/lib`, `${WEB_SRC}/hooks`],
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: 'Shared code imports no feature and not the app.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/.artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // the rule below sees an import only once it resolves to a file
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webLayers },
      ],
      // the analyser and its 2 MB food table run on the server; the browser
      // reads the analysis types from @platewise/core
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@platewise/nutrition',
              message:
                'The meal analyser runs on the server: import its types from @platewise/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // the web tests share their worker's modules (isolate: false in vite.config.ts),
    // so a module replaced for one file would be replaced for the next ones too
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Web test files share modules: replace a function with vi.spyOn and restore it.',
        },
      ],
    },
  },
)
