import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { baseConfig } from './base.js'

/** The base rules with the browser's globals, React's hook rules and TanStack Query's and Router's. */
export function reactConfig(root) {
  return tseslint.config(
    ...baseConfig(root),
    ...pluginQuery.configs['flat/recommended'],
    ...pluginRouter.configs['flat/recommended'],
    { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...reactHooks.configs.recommended.rules,
        // TanStack Router's `throw redirect(…)` and `throw notFound()` are how a loader changes course.
        '@typescript-eslint/only-throw-error': [
          'error',
          {
            allowThrowingAny: true,
            allowThrowingUnknown: true,
            allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
          },
        ],
      },
    },
    {
      // Playwright's fixtures call `use`, which is not React's hook.
      files: ['e2e/**'],
      rules: { 'react-hooks/rules-of-hooks': 'off' },
    },
  )
}
