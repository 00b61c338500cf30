import { defineConfig } from '@playwright/test'
import { chromiumPath } from './e2e/support/chromium-path'

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // Running as root needs --no-sandbox; the rest keep Chromium off the (closed) network. rebinding.test plays a
      // DNS-rebinding attacker's name, resolved to 127.0.0.1.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP rebinding.test 127.0.0.1',
      ],
    },
  },
})
