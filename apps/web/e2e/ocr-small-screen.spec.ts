import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

// As the screen first opens: the controls on one row.
test.use({ viewport: { width: 1366, height: 768 }, controlsOpen: false })

/** Whether the element's box lies wholly inside the window, without scrolling. */
async function inView(page: Page, element: Locator) {
  const box = await element.boundingBox()
  const { width, height } = page.viewportSize()!
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height
}

test('at 1366 × 768 the image, the editor, its save button and the engines’ readings are in one view', async ({
  page,
  gemini,
  request,
}) => {
  test.setTimeout(120_000)
  const ocr = ocrPage(page)
  await ocr.open()
  const image = await renderOdiaPng(page, 'page.png', 'ଓଡ଼ିଆ ଭାଷା')
  gemini.fixtures[image.sha256] = 'ଓଡ଼ିଆ ଭାଷା'
  expect(
    (
      await request.post('/api/ocr/upload', {
        multipart: { files: { name: 'page.png', mimeType: image.mimeType, buffer: image.buffer } },
      })
    ).ok(),
  ).toBe(true)
  await page.reload()
  await ocr.keyField.fill('layout-key')
  await page.getByRole('button', { name: 'Run both engines' }).click()
  const readings = page.getByRole('group', { name: 'Engine readings' })
  await expect(readings).toBeVisible({ timeout: 60_000 })

  await expect(ocr.viewerImage).toBeVisible()
  for (const [what, element] of [
    ['the image', ocr.viewerImage],
    ['the editor', ocr.editor],
    ['the save button', ocr.saveButton],
    ['the readings’ line', readings.locator('summary')],
  ] as const) {
    expect(await inView(page, element), `${what} in view`).toBe(true)
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
