import { withBase } from '@odia-ai/vitest-config'

export default withBase({
  test: {
    // Server tests load sharp, SQLite and the Gemini SDK and decode real images; on a shared, loaded
    // machine the first test of a file can pass the 5 s default; synthetic tests also start render worker
    // threads on first use. A hang still fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
