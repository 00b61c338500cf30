import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { buildApp, type App, type AppConfig } from '../../src/app'
import { loadConfig } from '../../src/config'

export const TEST_INDEX_HTML = '<!doctype html><title>Odia AI Tools</title><div id="root"></div>'

export interface TestApp {
  app: App
  dataDir: string
  webDir: string
}

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/**
 * A fresh server on a temporary data directory with a stand-in web build; torn down after each test.
 * Settings default as in production (`loadConfig({})`) unless `config` overrides them; a `config.dataDir` (another
 * test server's) starts a second server on the same data.
 */
export async function buildTestApp(options: { withWeb?: boolean; config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const root = mkdtempSync(join(tmpdir(), 'odia-api-test-'))
  const dataDir = join(root, 'data')
  const webDir = join(root, 'web')
  if (options.withWeb ?? true) {
    mkdirSync(join(webDir, 'assets'), { recursive: true })
    writeFileSync(join(webDir, 'index.html'), TEST_INDEX_HTML)
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("app")')
  }
  // One render worker per test app: test files run in parallel, and so do other packages' tests.
  const app = await buildApp({
    ...loadConfig({}),
    logLevel: 'silent',
    renderWorkers: 1,
    ...options.config,
    dataDir: options.config?.dataDir ?? dataDir,
    webDir,
  })
  cleanups.push(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })
  return { app, dataDir: options.config?.dataDir ?? dataDir, webDir }
}
