import type { Page } from '@playwright/test'
import type { RunningServer } from './support/built-server'
import { expect, test } from './support/fresh-server-test'
import { csvOf, ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

/** The page with one rendered image loaded. */
async function openWithImage(page: Page, name: string, text: string) {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload([await renderOdiaPng(page, name, text)])
  await expect(ocr.picker).toHaveText(name)
  return ocr
}

/** The page with one image loaded, after its server has gone away. */
async function openThenLoseTheServer(page: Page, server: RunningServer) {
  const ocr = await openWithImage(page, 'page.png', 'ପୃଷ୍ଠା')
  await server.stop()
  return ocr
}

// SPEC §2.3: each message appears in the red banner, and the busy flag is cleared afterwards.
test.describe('the red banner', () => {
  test('Process OCR with an empty key asks for the key', async ({ page }) => {
    const ocr = await openWithImage(page, 'ଧାଡ଼ି.png', 'ଓଡ଼ିଆ ଲେଖା')
    await ocr.processButton.click()
    await expect(ocr.bannerMessage).toHaveText('Please enter your Gemini API Key')
    await expect(ocr.banner).toHaveCSS('color', 'rgb(180, 35, 24)')
    await expect(ocr.processButton).toHaveText('Process OCR')
    await expect(ocr.processButton).toBeEnabled()
  })

  test('Process OCR with no images asks for images', async ({ page, gemini }) => {
    // The stand-in serves the whole worker: only what this test sends counts.
    const before = gemini.requests.length
    const ocr = ocrPage(page)
    await ocr.open()
    await ocr.keyField.fill('a-valid-key')
    await ocr.processButton.click()
    await expect(ocr.bannerMessage).toHaveText('Please select at least one image')
    await expect(ocr.processButton).toBeEnabled()
    expect(gemini.requests.slice(before).filter((request) => request.path.endsWith(':generateContent'))).toHaveLength(0)
  })

  test('a rejected key stops processing with the reason', async ({ page }) => {
    const ocr = await openWithImage(page, 'one.png', 'ଏକ')
    await ocr.keyField.fill('bad-key')
    await ocr.processButton.click()
    await expect(ocr.bannerMessage).toHaveText(/^OCR processing failed: .*API key/)
    await expect(ocr.processButton).toHaveText('Process OCR')
    await expect(ocr.processButton).toBeEnabled()
    await expect(ocr.bannerMessage).not.toContainText('bad-key')
  })

  test('a file that is not an image is refused by name; the images beside it are kept', async ({ page }) => {
    const ocr = ocrPage(page)
    await ocr.open()
    await expect(ocr.loadImages).toHaveAttribute('accept', 'image/*')
    const good = await renderOdiaPng(page, 'good.png', 'ଭଲ')
    await ocr.upload([
      good,
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') },
    ])
    await expect(ocr.bannerMessage).toHaveText(/^Failed to upload images: .*notes\.png/)
    await expect(ocr.picker).toHaveText('good.png')
    await expect(ocr.loadImages).toBeEnabled()

    await ocr.upload([{ name: 'only.png', mimeType: 'image/png', buffer: Buffer.from('still not a picture') }])
    await expect(ocr.bannerMessage).toHaveText(/^Failed to upload images: .*only\.png/)
    await expect(ocr.picker).toHaveText('good.png')
  })

  test('a CSV without a filename column fails to load, and the list stays', async ({ page }) => {
    const ocr = ocrPage(page)
    await ocr.open()
    await expect(ocr.loadCsv).toHaveAttribute('accept', '.csv')
    await ocr.upload([await renderOdiaPng(page, 'kept.png', 'ରହିଲା')])
    await ocr.importCsv('broken.csv', 'name,text\r\nkept.png,ଲେଖା\r\n')
    await expect(ocr.bannerMessage).toHaveText(/^Failed to load CSV: .+/)
    await expect(ocr.picker).toHaveText('kept.png')
    await expect(ocr.loadCsv).toBeEnabled()
  })

  test('a CSV naming no stored image clears everything with its message', async ({ page }) => {
    const ocr = await openWithImage(page, 'stored.png', 'ସଂରକ୍ଷିତ')
    await ocr.editor.fill('ଲେଖା')
    await ocr.saveButton.click()
    await expect(ocr.saveState).toHaveText('Saved')
    await ocr.importCsv(
      'unknown.csv',
      csvOf([
        ['missing-1.png', '', 'କିଛି'],
        ['missing-2.png', '', 'ଆଉ କିଛି'],
      ]),
    )
    await expect(ocr.bannerMessage).toHaveText('No valid images found in the CSV file')
    await expect(ocr.picker).toHaveText('Select Image')
    await expect(page.getByText('No image selected')).toBeVisible()
    await expect(ocr.editor).toHaveValue('')
  })

  test('a save that cannot reach the server says so and keeps the text', async ({ page, freshServer }) => {
    const ocr = await openThenLoseTheServer(page, freshServer)
    await ocr.editor.fill('ହଜିବ ନାହିଁ')
    await ocr.saveButton.click()
    await expect(ocr.bannerMessage).toHaveText(/^Failed to save annotations: .+/)
    await expect(ocr.editor).toHaveValue('ହଜିବ ନାହିଁ')
    await expect(ocr.saveState).toHaveText('Unsaved changes')
  })

  test('an export that cannot reach the server says so', async ({ page, freshServer }) => {
    const ocr = await openThenLoseTheServer(page, freshServer)
    await ocr.exportButton.click()
    await expect(ocr.bannerMessage).toHaveText(/^Failed to save CSV: .+/)
  })
})
