import { startFakeGemini, type FakeGemini } from '@odia-ai/fake-gemini'
import { test as base, expect } from '@playwright/test'
import { startBuiltServer, type RunningServer } from './built-server'

/** The fake Gemini API of a worker, with its fixture map (image SHA-256 → the text to answer), open to tests. */
export interface GeminiStandIn extends FakeGemini {
  fixtures: Record<string, string>
}

/**
 * Every worker gets a fake Gemini API and its own built server, wired to that fake, with its own data
 * directory; pages use the server as their base URL. No test ever reaches Google.
 */
export const test = base.extend<{ controlsOpen: boolean }, { gemini: GeminiStandIn; server: RunningServer }>({
  // The OCR screen's controls show one row until `More controls` opens the rest; tests of what is behind it start with
  // it open, as a user who opened it once finds it. A test of the toggle itself sets this false.
  controlsOpen: [true, { option: true }],
  // Every page must work under the server's Content-Security-Policy: a blocked script, style, font or image fails the test.
  page: async ({ page, controlsOpen }, use) => {
    if (controlsOpen)
      await page.addInitScript(() => {
        if (localStorage.getItem('odia-ai-tools:ocr-controls-open') === null)
          localStorage.setItem('odia-ai-tools:ocr-controls-open', 'true')
      })
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    await use(page)
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  },
  gemini: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fixtures: Record<string, string> = {}
      const fake = await startFakeGemini({ fixtures })
      await use(Object.assign(fake, { fixtures }))
      await fake.close()
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ gemini }, use) => {
      // The dataset tests serve their CSVs from 127.0.0.1, which the server refuses unless told otherwise.
      const server = await startBuiltServer({ GEMINI_BASE_URL: gemini.baseUrl, DATASET_URL_ALLOW_PRIVATE: 'true' })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
})

export { expect } from '@playwright/test'
