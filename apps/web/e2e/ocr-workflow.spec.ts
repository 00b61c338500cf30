import type { Page } from '@playwright/test'
import { expect, test, type GeminiStandIn } from './support/fresh-server-test'
import { csvOf, ocrPage } from './support/ocr-page'
import { parseCsv } from './support/parse-csv'
import { renderOdiaPng, type RenderedImage } from './support/render-odia-png'

const LINES = {
  'ପ୍ରଥମ.png': 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର ଭାଷା',
  'second.png': 'କ୍ଷମା ଓ ଶ୍ରଦ୍ଧା',
  'third.png': 'ପୁରୀ ଜଗନ୍ନାଥ ମନ୍ଦିର',
} as const

/** Renders the lines as PNGs and tells the fake Gemini to answer each image with the line it shows. */
async function renderLines(page: Page, gemini: GeminiStandIn): Promise<RenderedImage[]> {
  const images: RenderedImage[] = []
  for (const [name, text] of Object.entries(LINES)) {
    const image = await renderOdiaPng(page, name, text)
    gemini.fixtures[image.sha256] = text
    images.push(image)
  }
  return images
}

test('uploads append and move to the first new image; moving saves unsaved text; a reload restores the session', async ({
  page,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await expect(ocr.picker).toHaveText('Select Image')
  await expect(ocr.previous).toBeDisabled()
  await expect(ocr.next).toBeDisabled()

  await ocr.upload([await renderOdiaPng(page, 'a.png', 'କ'), await renderOdiaPng(page, 'b.png', 'ଖ')])
  await expect(ocr.picker).toHaveText('a.png')
  await expect(ocr.previous).toBeDisabled()
  await expect(ocr.next).toBeEnabled()
  await expect(ocr.viewerImage).toHaveJSProperty('complete', true)
  expect(await ocr.viewerImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  await ocr.editor.fill('ପ୍ରଥମ ଲେଖା')
  await expect(ocr.saveState).toHaveText('Unsaved changes')
  await ocr.next.click()
  await expect(ocr.picker).toHaveText('b.png')
  await expect(ocr.editor).toHaveValue('')
  await expect(ocr.next).toBeDisabled()
  await ocr.previous.click()
  await expect(ocr.editor).toHaveValue('ପ୍ରଥମ ଲେଖା')
  await expect(ocr.saveState).toHaveText('Saved')

  // A dropdown pick is a move too.
  await ocr.editor.fill('ବଦଳିଲା')
  await ocr.picker.click()
  await ocr.listbox.getByRole('option', { name: /b\.png/ }).click()
  await expect(ocr.picker).toHaveText('b.png')

  await ocr.upload([await renderOdiaPng(page, 'c.png', 'ଗ')])
  await expect(ocr.picker).toHaveText('c.png')
  await expect(ocr.next).toBeDisabled()
  await expect(ocr.counter).toHaveText('Validated 1 / 3')

  // A reload opens the image the URL names, with the saved session behind it.
  expect(new URL(page.url()).searchParams.get('image')).toBe('c.png')
  await page.reload()
  await expect(ocr.picker).toHaveText('c.png')
  await expect(ocr.counter).toHaveText('Validated 1 / 3')
  await ocr.picker.click()
  await expect(ocr.listbox.getByRole('option')).toHaveText([/a\.png.*Validated/, /b\.png.*New/, /c\.png.*New/])
  await ocr.listbox.getByRole('option', { name: /a\.png/ }).click()
  await expect(ocr.editor).toHaveValue('ବଦଳିଲା')
  // Back returns to the image viewed before.
  await page.goBack()
  await expect(ocr.picker).toHaveText('c.png')
})

test('process → correct → save → export → clear → import, then a reload', async ({ page, gemini }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const images = await renderLines(page, gemini)
  await ocr.upload(images)
  await expect(ocr.picker).toHaveText('ପ୍ରଥମ.png')

  await ocr.keyField.fill('slow-1500')
  await ocr.processButton.click()
  await expect(ocr.processButton).toHaveText('Processing...')
  await expect(ocr.processButton).toBeDisabled()
  await expect(ocr.loadCsv).toBeDisabled()
  await expect(ocr.job).toContainText('/ 3 images')
  await expect(ocr.processButton).toHaveText('Process OCR', { timeout: 15_000 })
  await expect(ocr.job).toContainText('OCR finished: 3 / 3 images, 0 failed')

  // OCR fills the editor with the current image's result and shows it as the extracted text.
  await expect(ocr.editor).toHaveValue(LINES['ପ୍ରଥମ.png'])
  await expect(ocr.extracted).toContainText(`Extracted Text:${LINES['ପ୍ରଥମ.png']}`)
  await ocr.picker.click()
  await expect(ocr.listbox.getByRole('option')).toHaveText([/Extracted/, /Extracted/, /Extracted/])
  await page.keyboard.press('Escape')

  const corrected = 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର ଭାଷା।\nଦ୍ୱିତୀୟ ଧାଡ଼ି, "ଉଦ୍ଧୃତ"'
  await ocr.editor.fill(corrected)
  await ocr.saveButton.click()
  await expect(ocr.saveState).toHaveText('Saved')
  await expect(ocr.counter).toHaveText('Validated 1 / 3')
  await ocr.next.click()
  await expect(ocr.editor).toHaveValue(LINES['second.png'])

  const exported = await ocr.exportCsv()
  expect(exported.name).toBe('annotations.csv')
  const rows = parseCsv(exported.text)
  expect(rows[0]).toEqual(['image_filename', 'extracted_text', 'validated_text'])
  // Each image carries its own validated text; untouched extractions are not passed off as validated.
  expect(rows.slice(1)).toEqual([
    ['ପ୍ରଥମ.png', LINES['ପ୍ରଥମ.png'], corrected],
    ['second.png', LINES['second.png'], ''],
    ['third.png', LINES['third.png'], ''],
  ])

  // Clear: a CSV with the same images and no text at all.
  await ocr.importCsv('blank.csv', csvOf(Object.keys(LINES).map((name) => [name, '', ''])))
  await expect(ocr.picker).toHaveText('ପ୍ରଥମ.png')
  await expect(ocr.editor).toHaveValue('')
  await expect(ocr.counter).toHaveText('Validated 0 / 3')

  await ocr.importCsv('annotations.csv', exported.text)
  await expect(ocr.picker).toHaveText('ପ୍ରଥମ.png')
  await expect(ocr.editor).toHaveValue(corrected)
  await expect(ocr.extracted).toContainText(LINES['ପ୍ରଥମ.png'])
  await expect(ocr.counter).toHaveText('Validated 1 / 3')

  await page.reload()
  await expect(ocr.editor).toHaveValue(corrected)
  await expect(ocr.counter).toHaveText('Validated 1 / 3')
  const again = await ocr.exportCsv()
  expect(parseCsv(again.text)).toEqual(rows)
})

test('OCR results merge: text a person saves while a batch runs is kept; a second run sends only new images', async ({
  page,
  gemini,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const images = await renderLines(page, gemini)
  await ocr.upload(images.slice(0, 2))
  await expect(ocr.picker).toHaveText('ପ୍ରଥମ.png')

  await ocr.keyField.fill('slow-1500')
  await ocr.processButton.click()
  await expect(ocr.processButton).toHaveText('Processing...')
  await ocr.editor.fill('ମଣିଷର ଲେଖା')
  await ocr.saveButton.click()
  await expect(ocr.saveState).toHaveText('Saved')
  await expect(ocr.job).toContainText('OCR finished: 2 / 2 images', { timeout: 15_000 })
  await expect(ocr.editor).toHaveValue('ମଣିଷର ଲେଖା')
  await expect(ocr.extracted).toContainText(LINES['ପ୍ରଥମ.png'])
  await ocr.next.click()
  await expect(ocr.editor).toHaveValue(LINES['second.png'])

  await ocr.upload(images.slice(2))
  await ocr.keyField.fill('any-key')
  await ocr.processButton.click()
  await page.getByRole('button', { name: 'Read the 1 unread image only' }).click()
  await expect(ocr.job).toContainText('OCR finished: 1 / 1 images', { timeout: 15_000 })
  await expect(ocr.editor).toHaveValue(LINES['third.png'])

  await page.goto('/ocr')
  await expect(ocr.picker).toHaveText('ପ୍ରଥମ.png')
  await expect(ocr.editor).toHaveValue('ମଣିଷର ଲେଖା')
  await expect(ocr.extracted).toContainText(LINES['ପ୍ରଥମ.png'])
})

test('an export for Excel starts with a BOM and defuses formula-like text', async ({ page }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload([await renderOdiaPng(page, 'sum.png', 'ଯୋଗ')])
  await ocr.editor.fill('=SUM(1,2)')
  await page.getByRole('checkbox', { name: 'For Excel' }).check()
  const exported = await ocr.exportCsv()
  expect(exported.name).toBe('annotations.csv')
  expect(exported.text.startsWith('\uFEFF')).toBe(true)
  const [, row] = parseCsv(exported.text)
  expect(row?.[0]).toBe('sum.png')
  expect(row?.[2]).toContain('=SUM(1,2)')
  expect(row?.[2]?.startsWith('=')).toBe(false)
})

test('an import replaces the list and opens its first image', async ({ page, gemini }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload(await renderLines(page, gemini))
  await expect(ocr.picker).toHaveText('ପ୍ରଥମ.png')
  await ocr.next.click()
  await ocr.next.click()
  await expect(ocr.picker).toHaveText('third.png')
  await ocr.importCsv(
    'two.csv',
    csvOf([
      ['second.png', 'ମେସିନ', 'ଦୁଇ'],
      ['third.png', '', 'ତିନି'],
      ['unknown.png', '', 'x'],
    ]),
  )
  await expect(ocr.picker).toHaveText('second.png')
  await expect(ocr.editor).toHaveValue('ଦୁଇ')
  await expect(ocr.previous).toBeDisabled()
  await ocr.next.click()
  await expect(ocr.editor).toHaveValue('ତିନି')
  await expect(ocr.next).toBeDisabled()
  await expect(page.getByText(/^Imported 2 images; skipped 1 row: row \d+ \(unknown\.png\)/)).toBeVisible()
})

test('after an import naming one image, Export All to CSV still holds every stored image, with the unsaved text', async ({
  page,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload([
    await renderOdiaPng(page, 'a.png', 'କ'),
    await renderOdiaPng(page, 'b.png', 'ଖ'),
    await renderOdiaPng(page, 'c.png', 'ଗ'),
  ])
  for (const text of ['ଏକ', 'ଦୁଇ', 'ତିନି']) {
    await ocr.editor.fill(text)
    await ocr.saveButton.click()
    await expect(ocr.saveState).toHaveText('Saved')
    if (text !== 'ତିନି') await ocr.next.click()
  }

  await ocr.importCsv('only-b.csv', csvOf([['b.png', 'ଖ', 'ଦୁଇ ସଂଶୋଧିତ']]))
  await expect(ocr.picker).toHaveText('b.png')
  await expect(ocr.next).toBeDisabled()
  await ocr.editor.fill('ଦୁଇ ଅସଞ୍ଚିତ')

  const exported = await ocr.exportCsv()
  expect(parseCsv(exported.text)).toEqual([
    ['image_filename', 'extracted_text', 'validated_text'],
    ['a.png', '', 'ଏକ'],
    ['b.png', 'ଖ', 'ଦୁଇ ଅସଞ୍ଚିତ'],
    ['c.png', '', 'ତିନି'],
  ])
})

test('a reload during a batch follows it again to the end', async ({ page, gemini }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload(await renderLines(page, gemini))
  await ocr.keyField.fill('slow-2500')
  await ocr.processButton.click()
  await expect(ocr.job).toContainText('Processing: 0 / 3 images')
  await page.reload()
  await expect(ocr.processButton).toHaveText('Processing...')
  await expect(ocr.job).toContainText('/ 3 images')
  await expect(ocr.job).toContainText('OCR finished: 3 / 3 images, 0 failed', { timeout: 15_000 })
  await expect(ocr.processButton).toBeEnabled()
  await expect(ocr.editor).toHaveValue(LINES['ପ୍ରଥମ.png'])
})

test('a long batch shows its progress and can be cancelled', async ({ page, gemini }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const images = await renderLines(page, gemini)
  await ocr.upload(images)
  await ocr.keyField.fill('slow-4000')
  await ocr.processButton.click()
  await expect(ocr.job).toContainText('Processing: 0 / 3 images, 0 failed')
  await page.getByRole('button', { name: 'Cancel OCR' }).click()
  await expect(ocr.job).toContainText('OCR cancelled')
  await expect(ocr.processButton).toHaveText('Process OCR')
  await expect(ocr.processButton).toBeEnabled()
  await expect(ocr.editor).toHaveValue('')
})

test('an image the extractor could not read shows Failed and why; leaving the screen keeps unsaved text', async ({
  page,
  gemini,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload((await renderLines(page, gemini)).slice(0, 2))
  await ocr.keyField.fill('safety')
  await ocr.processButton.click()
  await expect(ocr.job).toContainText('OCR finished: 2 / 2 images, 2 failed', { timeout: 15_000 })
  await expect(page.locator('.ocr-save-status__failure')).toHaveText(/^OCR failed: .+/)
  await expect(ocr.bannerMessage).toBeHidden()
  await ocr.picker.click()
  await expect(ocr.listbox.getByRole('option')).toHaveText([/Failed/, /Failed/])
  await page.keyboard.press('Escape')

  await ocr.editor.fill('ହାତରେ ଲେଖିଲି')
  await page.getByRole('link', { name: 'Synthetic Generator' }).click()
  await expect(page.getByRole('heading', { name: 'Synthetic Text Generator' })).toBeVisible()
  await page.getByRole('link', { name: 'OCR Annotation' }).click()
  await expect(ocr.editor).toHaveValue('ହାତରେ ଲେଖିଲି')
  await expect(ocr.saveState).toHaveText('Saved')
})
