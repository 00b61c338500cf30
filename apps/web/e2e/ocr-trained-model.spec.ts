import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ModelInfo } from '@odia-ai/contract'
import { unzipSync } from 'fflate'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

/** A model folder as a training writes it, for this project: its integer file is ori's, downloaded from the server. */
function writeTrainedModel(dataDir: string, traineddata: Uint8Array) {
  const info: ModelInfo = {
    id: 'book-1875',
    label: 'Book of 1875',
    kind: 'trained',
    project_id: 1,
    created_at: new Date().toISOString(),
    starting_point: 'odia-base',
    iterations: 400,
    seconds: 60,
    trainable: false,
    scores: [],
  }
  const folder = join(dataDir, 'models', info.id)
  mkdirSync(join(folder, 'fast'), { recursive: true })
  writeFileSync(join(folder, 'fast', `${info.id}.traineddata`), traineddata)
  writeFileSync(join(folder, 'model.json'), JSON.stringify(info))
}

test('the Model select of the offline engine lists a trained model, and an OCR run reads with it', async ({
  page,
  freshServer,
  request,
}) => {
  const download = await request.get('/api/models/ori/download')
  expect(download.ok()).toBe(true)
  writeTrainedModel(freshServer.dataDir, unzipSync(await download.body())['ori/fast/ori.traineddata']!)

  const ocr = ocrPage(page)
  await ocr.open()
  await page.getByRole('combobox', { name: 'Engine' }).selectOption('tesseract')
  const model = page.getByRole('combobox', { name: 'Model' })
  await expect(model).toHaveValue('ori')
  await expect(model.locator('optgroup[label="This project’s"] option')).toHaveText(['Book of 1875 (book-1875)'])
  // The keyboard alone picks it: the last of the list, after the built-ins (ori and the shipped base).
  await expect(model.locator('optgroup[label="Built in"] option')).toHaveCount(2)
  await model.focus()
  await page.keyboard.press('End')
  await expect(model).toHaveValue('book-1875')

  await ocr.upload([await renderOdiaPng(page, 'line.png', 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର ଭାଷା')])
  const started = page.waitForRequest((sent) => sent.url().endsWith('/api/ocr/jobs'))
  await ocr.processButton.click()
  expect((await started).postDataJSON()).toMatchObject({ engine: 'tesseract', model: 'book-1875' })
  await expect(ocr.processButton).toHaveText('Process OCR', { timeout: 60_000 })
  await expect(ocr.banner).toHaveCount(0)
  await expect(ocr.job).toContainText('1 / 1 images, 0 failed')
  await expect(ocr.extracted.locator('p')).toContainText(/[\u0B00-\u0B7F]/u)
  const annotations = await (await request.get('/api/ocr/annotations')).json()
  expect(annotations.annotations['line.png']).toMatchObject({ engine: 'tesseract', model: 'book-1875' })

  // The choice is kept for this project across a reload.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('book-1875')
})

test('Run both engines with a model other than ori reads ori beside it, with no key, and names each reading by its model', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const ocr = ocrPage(page)
  await ocr.open()
  await page.getByRole('combobox', { name: 'Engine' }).selectOption('tesseract')
  await page.getByRole('combobox', { name: 'Model' }).selectOption('odia-base')
  await ocr.upload([await renderOdiaPng(page, 'ୱ.png', 'ୱିଣ୍ଡୋ ଖୋଲି ସ୍ୱାଗତ କଲେ')])
  const started = page.waitForRequest((sent) => sent.url().endsWith('/api/ocr/jobs'))
  await page.getByRole('button', { name: 'Run both engines' }).click()
  expect((await started).postDataJSON()).toEqual({
    engine: 'tesseract',
    model: 'odia-base',
    compare_with: [{ engine: 'tesseract', model: 'ori' }],
    api_key: '',
    image_filenames: ['ୱ.png'],
  })
  await expect(ocr.job).toContainText('1 / 1 images, 0 failed', { timeout: 60_000 })
  await expect(ocr.banner).toHaveCount(0)
  const readings = (await (await request.get('/api/ocr/readings?image_filename=%E0%AD%B1.png')).json()) as {
    readings: Array<{ model: string; text: string }>
  }
  expect(readings.readings.map(({ model }) => model)).toEqual(['odia-base', 'ori'])

  const panel = page.getByRole('group', { name: 'Engine readings' })
  await panel.locator('summary').click()
  await expect(panel.getByRole('button', { name: "Use Tesseract (odia-base)'s text (Alt+1)" })).toBeVisible()
  await expect(panel.getByRole('button', { name: "Use Tesseract (ori)'s text (Alt+2)" })).toBeVisible()
  await expect(panel.getByRole('figure')).toContainText('Tesseract (odia-base) against Tesseract (ori)')
})
