import { expect as baseExpect, test } from './support/test'
import { parseCsv } from './support/parse-csv'

// Generation is real work on a machine that may be busy, and a server's first job starts its render workers.
const expect = baseExpect.configure({ timeout: 15_000 })

const LINES = ['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ']

test('a family and a size chosen with the keyboard are drawn, shown under each preview and written to metadata.csv', async ({
  page,
}) => {
  await page.goto('/synthetic')
  await page.getByLabel('Text', { exact: true }).fill(LINES.join('\n'))
  const families = page.getByRole('group', { name: 'Font families' })
  await expect(families.getByRole('checkbox', { name: 'Noto Sans Oriya' })).toBeChecked()
  // Each family's sample is drawn in its own font, which the page has loaded.
  expect(
    await page.evaluate(() => document.fonts.load("20px 'Anek Odia'", 'ଓ').then((faces) => faces.length)),
  ).toBeGreaterThan(0)
  await families.getByRole('checkbox', { name: 'Anek Odia' }).focus()
  await page.keyboard.press('Space')
  await families.getByRole('checkbox', { name: 'Noto Sans Oriya' }).focus()
  await page.keyboard.press('Space')
  await page.getByLabel('Font sizes (px)').focus()
  await page.keyboard.type('32')
  const sent = page.waitForRequest('**/api/synthetic/jobs')
  await page.keyboard.press('Enter')
  expect((await sent).postDataJSON()).toEqual({
    mode: 'single',
    text: LINES.join('\n'),
    fonts: ['Anek Odia'],
    sizes: [32],
  })

  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('figure')).toHaveCount(2)
  await expect(result.locator('figcaption')).toHaveText(LINES)
  await expect(result.getByLabel('Summary')).toHaveText(/^2 images · \d+\.\d s · \d+ images\/s$/)
  const csv = parseCsv(
    await (
      await page.request.get((await result.getByRole('link', { name: 'Dataset CSV' }).getAttribute('href'))!)
    ).text(),
  )
  const [header, ...rows] = csv.filter((row) => row.length > 1)
  const cell = (row: string[], column: string) => row[header!.indexOf(column)]
  expect(rows.map((row) => [cell(row, 'text'), cell(row, 'font'), cell(row, 'size')])).toEqual(
    LINES.map((line) => [line, 'Anek Odia 400', '32']),
  )
})

test('each mode shows the controls it takes, and an untouched form sends nothing new', async ({ page }) => {
  await page.goto('/synthetic')
  // Counting does not wait: first the form, drawn with its controls.
  await expect(page.getByLabel('Seed')).toBeVisible()
  const controls = () =>
    Promise.all(
      ['Seed', 'Font sizes (px)', 'Backgrounds', 'Variants per line', 'Image height (px, optional)'].map((label) =>
        page.getByLabel(label).count(),
      ),
    )
  expect(await controls()).toEqual([1, 1, 1, 0, 1])
  await page.getByLabel('Mode').selectOption({ label: 'Comprehensive' })
  expect(await controls()).toEqual([0, 1, 1, 0, 1])
  await expect(page.getByRole('group', { name: 'Font families' }).getByRole('checkbox')).toHaveCount(3)
  for (const box of await page.getByRole('group', { name: 'Font families' }).getByRole('checkbox').all())
    await expect(box).toBeChecked()
  await page.getByLabel('Mode').selectOption({ label: 'Ultra Realistic' })
  expect(await controls()).toEqual([1, 1, 0, 1, 1])
  await page.getByLabel('Mode').selectOption({ label: 'Dataset (CSV, JSONL, Parquet, Hub)' })
  await page.getByLabel('Style').selectOption({ label: 'Comprehensive' })
  expect(await controls()).toEqual([0, 1, 1, 0, 1])

  await page.getByLabel('Mode').selectOption({ label: 'Single' })
  const sent = page.waitForRequest('**/api/synthetic/jobs')
  await page.getByRole('button', { name: 'Generate' }).click()
  expect(Object.keys((await sent).postDataJSON()).sort()).toEqual(['mode', 'text'])
})

test('a submit the browser refuses clears the previous result and error', async ({ page }) => {
  await page.goto('/synthetic')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('region', { name: 'Result' })).toBeVisible()
  await page.getByLabel('Mode').selectOption({ label: 'Dataset (CSV, JSONL, Parquet, Hub)' })
  await page.getByLabel('Dataset URL').fill('not a url')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(0)

  await page.getByLabel('Dataset URL').fill('')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Enter the URL of the dataset/)
  await page.getByLabel('Max Samples (optional)').fill('-3')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
