import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Synthetic tests start render worker threads (TypeScript through tsx) on first use.
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
})
