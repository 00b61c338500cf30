import type { Annotation, TrainingStatus } from '@odia-ai/contract'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { csvOf, ocrPage } from './support/ocr-page'
import { renderOdiaPage } from './support/render-odia-page'
import { renderOdiaPng } from './support/render-odia-png'

const WORDS = ['ଓଡ଼ିଆ', 'ଭାଷା', 'ନମସ୍କାର', 'ବନ୍ଧୁ', 'ପୃଷ୍ଠା', 'ସୁନ୍ଦର', 'କ୍ଷେତ୍ର', 'ଘର', 'ପାଣି', 'ଆକାଶ', 'ମାଟି', 'ଫୁଲ']
const PAGES = 4
const LINES_A_PAGE = 8

/** The page's i-th line: three words of the list, in an order of its own. */
const lineText = (page: number, line: number) =>
  [0, 1, 2].map((word) => WORDS[(page * 5 + line * 3 + word * 7) % WORDS.length]).join(' ')

/** Uploads pages of rendered Odia lines through the API, every line validated with its true text. */
async function seedValidatedLines(page: Page, request: APIRequestContext) {
  for (let index = 0; index < PAGES; index += 1) {
    const truth = Array.from({ length: LINES_A_PAGE }, (_unused, line) => lineText(index, line))
    const rendered = await renderOdiaPage(page, `page-${index + 1}.png`, truth)
    const uploaded = await request.post('/api/ocr/upload', {
      multipart: { files: { name: rendered.name, mimeType: rendered.mimeType, buffer: rendered.buffer } },
    })
    expect(uploaded.ok()).toBe(true)
    const lines = rendered.boxes.map((box, line) => ({ box, extracted_text: '', validated_text: truth[line]! }))
    expect((await request.put('/api/ocr/lines', { data: { image_filename: rendered.name, lines } })).ok()).toBe(true)
  }
}

const annotationOf = async (request: APIRequestContext, name: string): Promise<Annotation> =>
  (await (await request.get('/api/ocr/annotations')).json()).annotations[name]

test('the Models panel trains a model on the validated lines, shows its CER live, and re-reads the rest with it', async ({
  page,
  request,
}) => {
  // Real lstmtraining from ori, recovered to float: a few minutes on a busy machine.
  test.setTimeout(8 * 60_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const ocr = ocrPage(page)
  await ocr.open()
  await seedValidatedLines(page, request)
  // One image still to do (an old reading of the wrong text) and one validated by hand.
  const todo = await renderOdiaPng(page, 'todo.png', 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର ଭାଷା')
  const done = await renderOdiaPng(page, 'done.png', 'ନମସ୍କାର ବନ୍ଧୁ')
  await ocr.open()
  await ocr.upload([todo, done])
  await ocr.importCsv(
    'old.csv',
    csvOf([
      ['todo.png', 'ପୁରୁଣା', ''],
      ['done.png', 'ଭୁଲ', 'ନମସ୍କାର ବନ୍ଧୁ'],
    ]),
  )
  // A page whose lines ori found: untouched pre-fill, which re-reading with the new model replaces in their boxes.
  const found = await renderOdiaPage(page, 'found.png', [lineText(0, 1), lineText(1, 2), lineText(2, 3)])
  await ocr.upload([{ name: found.name, mimeType: found.mimeType, buffer: found.buffer }])
  const finding = await request.post('/api/ocr/jobs', {
    data: { api_key: '', engine: 'tesseract', level: 'lines', image_filenames: ['found.png'] },
  })
  expect(finding.status()).toBe(202)
  const findingJob = (await finding.json()) as { job_id: string }
  await expect
    .poll(async () => (await (await request.get(`/api/jobs/${findingJob.job_id}`)).json()).state, { timeout: 60_000 })
    .toBe('completed')
  await page.getByRole('combobox', { name: 'Engine' }).selectOption('tesseract')

  // The panel opens from the keyboard: Tab from the pictures of quality reaches its summary, Enter opens it.
  await page.getByText('Pictures of quality', { exact: true }).focus()
  const summary = page.getByText('Models', { exact: true })
  for (let tab = 0; tab < 10 && !(await summary.evaluate((element) => element === document.activeElement)); tab += 1)
    await page.keyboard.press('Tab')
  await expect(summary).toBeFocused()
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: 'Train a model' })
  await expect(form.getByLabel(/This project’s validated lines/)).toHaveAccessibleName(
    `This project’s validated lines (${PAGES * LINES_A_PAGE})`,
  )
  await expect(page.getByRole('table').filter({ hasText: 'Held-out CER (ori on the same lines)' })).toContainText('ori')

  await form.getByLabel('Starting point').selectOption('ori')
  await form.getByLabel('Budget unit').selectOption('iterations')
  await form.getByLabel('Budget amount').fill('1000')
  await form.getByLabel('Name').fill('Book one')
  await form.getByRole('button', { name: 'Start training' }).press('Enter')

  // While it trains: phase, iteration and time, and the chart gets a point every 100 iterations.
  const training = page.getByRole('region', { name: 'Training', exact: true })
  await expect(training.getByRole('status')).toContainText(/iteration \d+ · \d+:\d\d of 1000 iterations/, {
    timeout: 120_000,
  })
  const trainingCer = training.getByRole('table', { name: 'CER over iterations' }).locator('tbody td:nth-child(2)')
  await expect(trainingCer.filter({ hasText: '%' }).first()).toBeAttached({ timeout: 240_000 })
  await expect(training).toContainText('Cancel keeps the best checkpoint')
  // The progress is the server's: a reload finds it.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Training', exact: true }).getByRole('status')).toContainText(
    'iteration',
  )
  await page.getByRole('button', { name: 'Cancel training' }).click()

  const outcome = page.getByRole('region', { name: 'Last training' })
  await expect(outcome.getByRole('heading')).toHaveText('Cancelled: the best checkpoint was kept as Book one', {
    timeout: 120_000,
  })
  const status = (await (await request.get('/api/training')).json()) as TrainingStatus
  expect(status.state).toBe('cancelled')
  const modelId = status.model!.id
  await expect(page.getByRole('rowheader', { name: /^Book one/ })).toBeVisible()
  await expect(outcome).toContainText('CER')

  await outcome.getByRole('button', { name: 'Use for this project' }).click()
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue(modelId)
  expect((await (await request.get('/api/projects/1/model')).json()).model).toBe(modelId)

  await outcome.getByRole('button', { name: 'Re-read the pages not validated with it' }).click()
  await expect(ocr.job).toContainText('OCR finished', { timeout: 120_000 })
  // The found page's lines took the new model's readings, each in its box; the progress line counts them.
  await expect(ocr.job).toContainText(/· [1-9]\d* lines? re-read, 0 kept/)
  const foundLines = (await (await request.get('/api/ocr/lines?image_filename=found.png')).json()).lines as Array<{
    model?: string
  }>
  expect(foundLines.length).toBeGreaterThan(0)
  expect(foundLines.every((line) => line.model === modelId)).toBe(true)
  const reread = await annotationOf(request, 'todo.png')
  expect(reread.extracted_text).not.toBe('ପୁରୁଣା')
  expect(reread.extracted_text).toMatch(/[\u0B00-\u0B7F]/u)
  expect(await annotationOf(request, 'done.png')).toMatchObject({
    extracted_text: 'ଭୁଲ',
    validated_text: 'ନମସ୍କାର ବନ୍ଧୁ',
  })
})
