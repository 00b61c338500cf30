import { withBase } from '@odia-ai/vitest-config'

export default withBase({
  test: {
    // @napi-rs/canvas is a native addon: keep it out of worker-thread test pools.
    pool: 'forks',
    testTimeout: 90_000,
  },
})
