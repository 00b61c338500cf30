import { expect as baseExpect, test } from './support/test'
import { parseCsv } from './support/parse-csv'

// Generation is real work on a machine that may be busy, and a server's first job starts its render workers.
const expect = baseExpect.configure({ timeout: 20_000 })

const LINES = ['ଓଡ଼ିଆ ଭାଷା', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।']
const PARAGRAPH = 'ଓଡ଼ିଶା ଭାରତର ପୂର୍ବ ଉପକୂଳରେ ଅବସ୍ଥିତ ଏକ ରାଜ୍ୟ। ଭୁବନେଶ୍ୱର ଓଡ଼ିଶାର ରାଜଧାନୀ ଏବଂ ମନ୍ଦିରମାଳିନୀ ନଗରୀ ଭାବେ ପରିଚିତ।'

test('a .txt file picked on the page is uploaded and rendered, its paragraph split into lines of at most 60 characters', async ({
  page,
}) => {
  await page.goto('/synthetic')
  await page.getByLabel('Mode').selectOption('huggingface')
  await page.getByRole('radio', { name: 'File' }).check()
  await expect(page.getByLabel('Split Rows Longer Than (characters)')).toHaveValue('60')
  await page.getByLabel('Dataset File').setInputFiles({
    name: 'odia.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${LINES[0]}\n${PARAGRAPH}\n\n${LINES[1]}\n`),
  })
  await expect(page.getByText('odia.txt is ready.')).toBeVisible()
  await page.getByRole('button', { name: 'Generate' }).click()

  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('img')).toHaveCount(4)
  const image = result.getByRole('img').first()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(50)
  const csv = await page.request.get((await result.getByRole('link', { name: 'Dataset CSV' }).getAttribute('href'))!)
  const labels = parseCsv(await csv.text())
    .slice(1)
    .map((row) => row[1]!)
  expect(labels[0]).toBe(LINES[0])
  expect(labels.slice(1, 3).join(' ')).toBe(PARAGRAPH)
  expect(labels.slice(1, 3).every((line) => [...line].length <= 60)).toBe(true)
  expect(labels[3]).toBe(LINES[1])
})

test('a .jsonl file with a line that is not JSON: the rest is rendered and the row is reported with its number', async ({
  page,
}) => {
  await page.goto('/synthetic')
  await page.getByLabel('Mode').selectOption('huggingface')
  await page.getByRole('radio', { name: 'File' }).check()
  const body = `${JSON.stringify({ text: LINES[0] })}\n{"text": broken\n${JSON.stringify({ text: LINES[1] })}\n`
  await page
    .getByLabel('Dataset File')
    .setInputFiles({ name: 'rows.jsonl', mimeType: 'application/octet-stream', buffer: Buffer.from(body) })
  await expect(page.getByText('rows.jsonl is ready.')).toBeVisible()
  await page.getByRole('button', { name: 'Generate' }).click()
  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('img')).toHaveCount(2)
  await expect(result.getByRole('list', { name: 'Skipped rows' })).toContainText(/^row 2: bad JSON \(.+\)$/)
})

test('a file of another kind is refused with the server message, and Generate needs a file', async ({ page }) => {
  await page.goto('/synthetic')
  await page.getByLabel('Mode').selectOption('huggingface')
  await page.getByRole('radio', { name: 'File' }).check()
  await page
    .getByLabel('Dataset File')
    .setInputFiles({ name: 'rows.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK\u0003\u0004') })
  await expect(page.getByRole('alert')).toHaveText(/^"rows\.xlsx" is not a dataset file the generator reads/)
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(0)
  expect(await page.getByLabel('Dataset File').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  )
})
