import { test as base } from '@playwright/test'
import { startBuiltServer, type RunningServer } from './built-server'

/** Every worker gets its own built server with its own data directory; pages use it as their base URL. */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startBuiltServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
})

export { expect } from '@playwright/test'
