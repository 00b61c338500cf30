import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noInheritedNameLookup } from './eslint-rules/no-inherited-name-lookup.js'

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.reports/**', '**/routeTree.gen.ts', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Product code only: this rule reads the types, and tests (and the fake Gemini) build such objects on purpose.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/routeTree.gen.ts', 'packages/fake-gemini/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { local: { rules: { 'no-inherited-name-lookup': noInheritedNameLookup } } },
    rules: { 'local/no-inherited-name-lookup': 'error' },
  },
)
