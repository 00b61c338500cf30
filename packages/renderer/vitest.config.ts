import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // @napi-rs/canvas is a native addon: keep it out of worker-thread test pools.
    pool: 'forks',
    testTimeout: 90_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
  },
})
