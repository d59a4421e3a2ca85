import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
