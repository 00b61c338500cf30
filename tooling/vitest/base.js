import { defineConfig, mergeConfig } from 'vitest/config'

/** Every package's tests report to `.reports/vitest.json`, which `npm test` sums into its closing line. */
export const baseConfig = defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
})

/** The base settings with a package's own on top. */
export const withBase = (config = {}) => mergeConfig(baseConfig, config)
