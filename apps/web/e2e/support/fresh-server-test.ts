import { startBuiltServer, type RunningServer } from './built-server'
import { test as base } from './test'

/**
 * Like `test`, but each test gets a server of its own with an empty data directory (wired to the
 * worker's fake Gemini), for tests that need to start from nothing or stop the server midway.
 */
export const test = base.extend<{ freshServer: RunningServer }>({
  freshServer: async ({ gemini }, use) => {
    const server = await startBuiltServer({ GEMINI_BASE_URL: gemini.baseUrl })
    await use(server)
    await server.stop()
  },
  baseURL: async ({ freshServer }, use) => use(freshServer.baseUrl),
})

export { expect, type GeminiStandIn } from './test'
