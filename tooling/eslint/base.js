import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noInheritedNameLookup } from './rules/no-inherited-name-lookup.js'

const generated = [
  '**/dist/**',
  '**/.reports/**',
  '**/routeTree.gen.ts',
  '**/test-results/**',
  '**/playwright-report/**',
]

/**
 * The rules of every package, typed by the package's own tsconfig.json (`root` is the package's folder).
 * Plain JavaScript files (build scripts, configs) are linted without types: no tsconfig includes them.
 */
export function baseConfig(root) {
  return tseslint.config(
    { ignores: generated },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: globals.node,
        parserOptions: { projectService: true, tsconfigRootDir: root },
      },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        // An abort signal's reason, or an error caught as `unknown`, passes on as it came.
        '@typescript-eslint/prefer-promise-reject-errors': [
          'error',
          { allowThrowingAny: true, allowThrowingUnknown: true },
        ],
        '@typescript-eslint/only-throw-error': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
        // Fastify plugins and handlers are async by contract, whether or not they wait for anything.
        '@typescript-eslint/require-await': 'off',
        // Functions in types as properties (`add: (line) => void`): a caller may destructure them, which a method
        // signature would make an unbound method.
        '@typescript-eslint/method-signature-style': ['error', 'property'],
        // A file past this many lines usually holds two concerns.
        'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
      },
    },
    {
      // Product code only: tests build objects keyed by such names on purpose.
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['**/routeTree.gen.ts'],
      plugins: { local: { rules: { 'no-inherited-name-lookup': noInheritedNameLookup } } },
      rules: { 'local/no-inherited-name-lookup': 'error' },
    },
    {
      // Settings come from the environment in one place, read once and passed down.
      files: ['src/**'],
      ignores: ['**/config.ts'],
      rules: {
        'no-restricted-properties': [
          'error',
          {
            object: 'process',
            property: 'env',
            message: 'Read the environment in config.ts and pass the setting down.',
          },
        ],
      },
    },
    {
      // Tests read replies as `any` (inject's and fetch's `json()`); what they expect of it is their assertions.
      files: ['test/**', 'e2e/**', 'bench/**'],
      rules: {
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
      },
    },
    { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  )
}
