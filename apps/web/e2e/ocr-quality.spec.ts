import type { Page } from '@playwright/test'
import { characterErrors, rate } from '@odia-ai/text-metrics'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { parseCsv } from './support/parse-csv'
import { renderOdiaPng } from './support/render-odia-png'

const engineSelect = (page: Page) => page.getByRole('combobox', { name: 'Engine' })
const ODIA_LETTER = /[\u0B00-\u0B7F]/u

test('the offline engine reads a rendered Odia line with no key, and the choice survives a reload', async ({
  page,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await expect(engineSelect(page)).toHaveValue('gemini')
  await engineSelect(page).selectOption('tesseract')
  await expect(page.getByLabel('Gemini API Key')).toBeDisabled()
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('ori')

  const truth = 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର ଭାଷା'
  await ocr.upload([await renderOdiaPng(page, 'line.png', truth)])
  const started = page.waitForRequest((request) => request.url().endsWith('/api/ocr/jobs'))
  await ocr.processButton.click()
  expect((await started).postDataJSON()).toEqual({
    engine: 'tesseract',
    api_key: '',
    model: 'ori',
    image_filenames: ['line.png'],
  })
  await expect(ocr.processButton).toHaveText('Process OCR', { timeout: 60_000 })
  await expect(ocr.banner).toHaveCount(0)
  await expect(ocr.job).toContainText('1 / 1 images, 0 failed')

  const extracted = (await ocr.extracted.locator('p').textContent()) ?? ''
  expect(extracted).toMatch(ODIA_LETTER)
  expect(extracted).toBe(extracted.normalize('NFC'))
  await expect(ocr.editor).toHaveValue(extracted)

  // The person's correction: the diff and the image's CER follow it.
  await ocr.editor.fill(truth)
  const expectedCer = `${(rate(characterErrors(truth, extracted)!) * 100).toFixed(1)}%`
  await expect(page.getByTestId('image-cer')).toHaveText(expectedCer)
  await ocr.saveButton.click()
  await expect(ocr.saveState).toHaveText('Saved')
  await expect(page.getByLabel('Project error rates')).toContainText(`CER ${expectedCer}`)

  // Pictures of quality: the engine's CER histogram drawn (one validated image, in its bin) and its confusions listed.
  await page.getByText('Pictures of quality').click()
  const tesseract = page.getByRole('region', { name: 'Quality of tesseract' })
  await expect(tesseract.locator('svg').first()).toBeVisible()
  const bins = await tesseract
    .getByRole('figure', { name: 'Images by CER, tesseract' })
    .locator('table.ocr-visually-hidden td')
    .allTextContents()
  expect(bins.map(Number).reduce((sum, count) => sum + count, 0)).toBe(1)
  if (extracted !== truth)
    await expect(
      tesseract
        .getByRole('table', { name: /Most frequent confusions/ })
        .getByRole('row')
        .first(),
    ).toContainText('×')
  await expect(
    tesseract.getByRole('figure', { name: 'Validated and reviewed per day, tesseract' }).locator('svg'),
  ).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Images validated and reviewed per day' })).toBeVisible()

  await page.reload()
  await expect(engineSelect(page)).toHaveValue('tesseract')
  await ocr.picker.click()
  await expect(ocr.listbox.getByRole('option')).toHaveText([/line\.png.*Validated/])
})

test('the diff marks what the engine got wrong, the project figures pool the validated images, and the export carries each CER', async ({
  page,
  gemini,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const flower = await renderOdiaPng(page, 'flower.png', 'କମଳ ଫୁଲ')
  const house = await renderOdiaPng(page, 'house.png', 'ଘର')
  const unvalidated = await renderOdiaPng(page, 'later.png', 'ପରେ')
  // The engine mistakes ଳ for ଲ on the first line, reads the second right and the third wrong.
  gemini.fixtures[flower.sha256] = 'କମଲ ଫୁଲ'
  gemini.fixtures[house.sha256] = 'ଘର'
  gemini.fixtures[unvalidated.sha256] = 'ଘରେ'
  await ocr.upload([flower, house, unvalidated])
  await ocr.keyField.fill('test-key')
  await ocr.processButton.click()
  await expect(ocr.processButton).toHaveText('Process OCR')
  await expect(page.getByLabel('Project error rates')).toHaveText(
    'Error rates appear once an image has validated text.',
  )

  await expect(ocr.picker).toHaveText('flower.png')
  await ocr.editor.fill('କମଳ ଫୁଲ')
  const diff = page.getByRole('region', { name: 'Extracted against validated' })
  await expect(diff.getByTestId('image-cer')).toHaveText('16.7%')
  await expect(diff.locator('del')).toHaveText(['ଲ'])
  await expect(diff.locator('ins')).toHaveText(['ଳ'])
  await expect(diff).toContainText('1 error in 6 characters')

  await page.keyboard.press('Control+Enter') // save and next
  await expect(ocr.picker).toHaveText('house.png')
  await expect(diff.getByTestId('image-cer')).toHaveText('0.0%')
  await ocr.saveButton.click()
  await expect(ocr.saveState).toHaveText('Saved')
  // 1 grapheme of 8, 1 code point of 9, 1 word of 3; later.png has no validated text and does not count.
  await expect(page.getByLabel('Project error rates')).toHaveText(
    'CER 12.5% (code points 11.1%) · WER 33.3% · based on 2 validated images',
  )

  await page.getByRole('checkbox', { name: 'With CER column' }).check()
  const { text } = await ocr.exportCsv()
  expect(parseCsv(text)).toEqual([
    ['image_filename', 'extracted_text', 'validated_text', 'cer'],
    ['flower.png', 'କମଲ ଫୁଲ', 'କମଳ ଫୁଲ', '0.1667'],
    ['house.png', 'ଘର', 'ଘର', '0.0000'],
    ['later.png', 'ଘରେ', '', ''],
  ])
})
