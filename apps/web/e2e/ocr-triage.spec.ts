import type { APIRequestContext, Page } from '@playwright/test'
import type { Reading } from '@odia-ai/contract'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

const engineSelect = (page: Page) => page.getByRole('combobox', { name: 'Engine' })
const readingsOf = async (request: APIRequestContext, name: string): Promise<Reading[]> =>
  (await (await request.get(`/api/ocr/readings?image_filename=${encodeURIComponent(name)}`)).json()).readings

/** What Gemini answers for the image the engines disagree on: far from anything Tesseract reads there. */
const GEMINI_OTHER = 'ନମସ୍କାର ବନ୍ଧୁ'

test('both engines read the images; the list puts their disagreement first; a reading is taken with one key; the identical ones are accepted together', async ({
  page,
  gemini,
  request,
}) => {
  test.setTimeout(120_000)
  const ocr = ocrPage(page)
  await ocr.open()
  const agree = await renderOdiaPng(page, 'agree.png', 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର ଭାଷା')
  const differ = await renderOdiaPng(page, 'differ.png', 'ପୁରୀ ଜଗନ୍ନାଥ ମନ୍ଦିର')
  await ocr.upload([agree, differ])

  // An earlier run of the offline engine alone: its readings count for the triage.
  await engineSelect(page).selectOption('tesseract')
  await ocr.processButton.click()
  await expect(ocr.job).toContainText('OCR finished: 2 / 2 images, 0 failed', { timeout: 60_000 })
  const [offline] = await readingsOf(request, 'agree.png')
  expect(offline?.engine).toBe('tesseract')
  const [offlineDiffer] = await readingsOf(request, 'differ.png')
  expect(offlineDiffer?.text).not.toBe(GEMINI_OTHER)
  // Gemini reads agree.png exactly as Tesseract did, and differ.png otherwise.
  gemini.fixtures[agree.sha256] = offline!.text
  gemini.fixtures[differ.sha256] = GEMINI_OTHER

  await engineSelect(page).selectOption('gemini')
  await ocr.keyField.fill('triage-key')
  const started = page.waitForRequest((sent) => sent.url().endsWith('/api/ocr/jobs'))
  await page.getByRole('button', { name: 'Run both engines' }).click()
  expect((await started).postDataJSON()).toEqual({
    engine: 'gemini',
    compare_with: ['tesseract'],
    api_key: 'triage-key',
    image_filenames: ['agree.png', 'differ.png'],
  })
  const acceptButton = page.getByRole('button', { name: 'Accept 1 identical' })
  await expect(acceptButton).toBeVisible({ timeout: 60_000 })
  await expect(ocr.banner).toHaveCount(0)

  // The image the engines disagree on comes first, each row with its agreement.
  await page.getByRole('combobox', { name: 'Order images' }).selectOption('disagreement')
  await ocr.picker.click()
  await expect(ocr.listbox.getByRole('option')).toHaveText([/^differ\.png\d+% agree/, /^agree\.png100% agree/])
  await ocr.listbox.getByRole('option', { name: /differ\.png/ }).click()
  await expect(ocr.picker).toHaveText('differ.png')

  // Both texts and where they differ; the editor starts from the chosen engine's (Gemini's) text.
  // The readings are a line under the save button until opened (the browser remembers).
  const panel = page.getByRole('group', { name: 'Engine readings' })
  await panel.locator('summary').click()
  await expect(panel.locator('[data-engine="gemini"] .ocr-triage__text')).toHaveText(GEMINI_OTHER)
  await expect(panel.locator('[data-engine="tesseract"] .ocr-triage__text')).toHaveText(offlineDiffer!.text)
  await expect(panel.getByLabel('Gemini against Tesseract').locator('mark').first()).toBeVisible()
  await expect(page.getByTestId('engines-agree')).toHaveText(/^Engines agree \d+%$/)
  await expect(ocr.editor).toHaveValue(GEMINI_OTHER)

  // Alt+2 takes Tesseract's reading, even from the editor with the INSCRIPT keyboard on; plain keys still type Odia.
  await ocr.editor.focus()
  await page.keyboard.press('Alt+Digit2')
  await expect(ocr.editor).toHaveValue(offlineDiffer!.text)
  await expect(ocr.saveState).toHaveText('Unsaved changes')
  await page.keyboard.press('End')
  await page.keyboard.press('Digit1')
  await expect(ocr.editor).toHaveValue(`${offlineDiffer!.text}୧`)
  // Now the editor holds the person's own text: taking a reading asks first.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
  )
  await page.keyboard.press('Alt+Digit1')
  expect(await asked).toBe("Replace the text in the editor with Gemini's reading? Nothing is saved until you save.")
  await expect(ocr.editor).toHaveValue(`${offlineDiffer!.text}୧`)
  await page.keyboard.press('Control+s')
  await expect(ocr.saveState).toHaveText('Saved')

  // The identical image is validated with its text once the count is confirmed.
  const confirmed = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  )
  await acceptButton.click()
  expect(await confirmed).toBe('Accept 1 image whose engines read the same text? Each is validated with that text.')
  await expect(page.getByText('Validated 1 image with the text both engines read.')).toBeVisible()
  await expect(acceptButton).toHaveCount(0)
  await expect(ocr.counter).toHaveText('Validated 2 / 2')
  await ocr.picker.click()
  await ocr.listbox.getByRole('option', { name: /agree\.png/ }).click()
  await expect(ocr.editor).toHaveValue(offline!.text)
})
