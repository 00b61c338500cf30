import { readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { csvOf, ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

/**
 * Another site: a second local server, on a port of its own, whose page tries three writes against the app the
 * way any page may without asking first (`no-cors`: it needs no answer): a multipart upload, a CSV import, and a
 * save sent as text/plain (a JSON content type would make the browser ask the server first, which never says yes).
 */
const ATTACK_PAGE = `<!doctype html><title>Another site</title><script>
const app = new URLSearchParams(location.search).get('app')
const form = (name, file, fields = {}) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  body.append(name, file)
  return body
}
window.attempts = Promise.allSettled([
  fetch(app + '/api/ocr/upload', { method: 'POST', mode: 'no-cors', body: form('files', new File([window.png], 'extra.png', { type: 'image/png' })) }),
  fetch(app + '/api/ocr/import', { method: 'POST', mode: 'no-cors', body: form('file', new File([window.csv], 'a.csv', { type: 'text/csv' }), { image_folder: 'uploaded_images' }) }),
  fetch(app + '/api/ocr/save', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ 'page.png': { validated_text: 'ଭୁଲ' } }) }),
])
</script>`

async function startOtherSite() {
  const server = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ATTACK_PAGE),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The path and status of each answer from `origin`, as the network saw them. The page of another origin never gets
 * to read them (the browser blocks them), so Playwright reports them as failed requests, without a status.
 */
async function answersSeenByTheNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const urls = new Map<string, string>()
  const statuses = new Map<string, number>()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url))
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => statuses.set(requestId, statusCode))
  return (origin: string) =>
    [...statuses]
      .map(([id, status]) => [urls.get(id) ?? '', status] as const)
      .filter(([url]) => url.startsWith(origin))
      .map(([url, status]) => [new URL(url).pathname, status])
      .sort()
}

/** The app's state as its own page reads it. */
const annotations = async (page: Page) => (await page.request.get('/api/ocr/annotations')).json()

test('a page of another origin can neither upload, import a CSV nor save: each is refused, nothing changes', async ({
  page,
  freshServer,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const image = await renderOdiaPng(page, 'page.png', 'ପୃଷ୍ଠା')
  await ocr.upload([image])
  await ocr.editor.fill('ସଠିକ')
  await ocr.saveButton.click()
  await expect(ocr.saveState).toHaveText('Saved')
  const before = await annotations(page)

  const extra = await renderOdiaPng(page, 'extra.png', 'ଅଧିକ')
  const otherSite = await startOtherSite()
  const answers = await answersSeenByTheNetwork(page)
  await page.addInitScript(([png, csv]) => Object.assign(window, { png: new Uint8Array(png), csv }), [
    [...extra.buffer],
    csvOf([['page.png', '', 'ଭୁଲ']]),
  ] as const)
  await page.goto(`${otherSite.url}?app=${encodeURIComponent(freshServer.baseUrl)}`)
  await page.evaluate(() => (window as unknown as { attempts: Promise<unknown> }).attempts)
  await otherSite.close()

  expect(await annotations(page)).toEqual(before)
  expect(readdirSync(join(freshServer.dataDir, 'uploaded_images'))).toEqual(['page.png'])
  expect(answers(freshServer.baseUrl)).toEqual([
    ['/api/ocr/import', 403],
    ['/api/ocr/save', 403],
    ['/api/ocr/upload', 403],
  ])
  await ocr.open()
  await expect(ocr.editor).toHaveValue('ସଠିକ')
})

test('a DNS-rebinding page (another name for 127.0.0.1) gets nothing: its Host is refused', async ({
  page,
  freshServer,
}) => {
  // Chromium resolves rebinding.test to 127.0.0.1 (playwright.config.ts), as a rebinding attacker's DNS would.
  const rebound = freshServer.baseUrl.replace('127.0.0.1', 'rebinding.test')
  const response = await page.goto(`${rebound}/ocr`)
  expect(response?.status()).toBe(421)
  expect(await response?.json()).toMatchObject({
    code: 'UNKNOWN_HOST',
    message: expect.stringContaining('"rebinding.test"'),
  })
  const read = await page.evaluate(async () => {
    const answer = await fetch('/api/ocr/annotations')
    return answer.status
  })
  expect(read).toBe(421)
})

test('pages carry the security headers and work under the policy', async ({ page }) => {
  for (const path of ['/ocr', '/synthetic']) {
    const response = await page.goto(path)
    const headers = response?.headers() ?? {}
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('no-referrer')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  // The page's own font, from its own origin, is allowed; the fixture fails the test on any policy violation.
  expect(
    await page.evaluate(() => document.fonts.load('40px "Noto Sans Oriya"', 'ଓ').then((faces) => faces.length)),
  ).toBeGreaterThan(0)
})
