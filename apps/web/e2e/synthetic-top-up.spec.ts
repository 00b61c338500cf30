import { splitUnits } from '@odia-ai/text-metrics'
import { expect as baseExpect, test } from './support/test'
import { parseCsv } from './support/parse-csv'
import { renderOdiaPng } from './support/render-odia-png'

// Generation is real work on a machine that may be busy, and a server's first job starts its render workers.
const expect = baseExpect.configure({ timeout: 20_000 })

/** What each page says, and what the (fake) engine reads of it: it misreads କ୍ଷ and ଶ୍ରୀ. */
const PAGES = [
  { name: 'p1.png', truth: 'କ୍ଷମା କର', reading: 'କମା କର' },
  { name: 'p2.png', truth: 'ଶ୍ରୀ ଜଗନ୍ନାଥ', reading: 'ଶରୀ ଜଗନ୍ନାଥ' },
  { name: 'p3.png', truth: 'ଘର ବନ', reading: 'ଘର ବନ' },
  { name: 'p4.png', truth: 'ଶ୍ରୀ କ୍ଷମା', reading: 'ଶ୍ରୀ କ୍ଷମା' },
]

test('the quality panel opens the generator set up with the weak clusters, and the images it makes hold them', async ({
  page,
  gemini,
}) => {
  test.setTimeout(120_000)
  // A project with engine readings and validated texts, made through the API.
  await page.goto('/ocr')
  const created = await page.request.post('/api/projects', {
    data: { name: `Top-up ${test.info().workerIndex}-${Date.now()}` },
  })
  const project = ((await created.json()) as { id: number }).id
  for (const { name, truth, reading } of PAGES) {
    const image = await renderOdiaPng(page, name, truth)
    gemini.fixtures[image.sha256] = reading
    const uploaded = await page.request.post(`/api/ocr/upload?project=${project}`, {
      multipart: { files: { name, mimeType: image.mimeType, buffer: image.buffer } },
    })
    expect(uploaded.status()).toBe(200)
  }
  const read = await page.request.post(`/api/ocr/process?project=${project}`, {
    data: { api_key: 'test-key', image_filenames: PAGES.map(({ name }) => name) },
  })
  expect(await read.json()).toEqual(Object.fromEntries(PAGES.map(({ name, reading }) => [name, reading])))
  const saved = await page.request.post(`/api/ocr/save?project=${project}`, {
    data: Object.fromEntries(PAGES.map(({ name, truth }) => [name, { validated_text: truth }])),
  })
  expect(saved.status()).toBe(200)

  await page.goto(`/ocr?project=${project}`)
  await page.getByText('Pictures of quality').click()
  await page.getByRole('link', { name: 'Generate more of what the OCR gets wrong' }).click()
  await expect(page).toHaveURL(new RegExp(`/synthetic\\?top_up=${project}$`))

  const panel = page.getByRole('group', { name: 'Generate more of what the OCR gets wrong' })
  const clusters = panel.getByRole('list', { name: 'Weak clusters' }).locator('[lang="or"]')
  // ଶ୍ରୀ misread and in the text with the highest CER, କ୍ଷ misread, ନ୍ନା in that text.
  await expect(clusters).toHaveText(['ଶ୍ରୀ', 'କ୍ଷ', 'ନ୍ନା'])
  await expect(panel).toContainText('from 4 validated texts an engine read (1 with the highest CER)')
  await expect(panel.getByRole('radio', { name: 'The project’s validated texts' })).toBeChecked()

  await panel.getByLabel('Lines to choose (optional)').fill('10')
  await page.keyboard.press('Enter')
  const result = page.getByRole('region', { name: 'Result' })
  // Of the four validated lines, the three that hold a weak cluster.
  await expect(result.getByRole('img')).toHaveCount(3)
  await expect(page.getByRole('table', { name: 'Top-up: 3 of 4 lines chosen' })).toBeVisible()
  const weak = await clusters.allTextContents()
  const labels = async () => {
    const csv = await page.request.get((await result.getByRole('link', { name: 'Dataset CSV' }).getAttribute('href'))!)
    return parseCsv(await csv.text())
      .slice(1)
      .map((row) => row[1]!)
  }
  const chosen = await labels()
  expect([...chosen].sort()).toEqual(['କ୍ଷମା କର', 'ଶ୍ରୀ କ୍ଷମା', 'ଶ୍ରୀ ଜଗନ୍ନାଥ'])
  for (const label of chosen)
    expect(
      splitUnits(label, 'grapheme').some((unit) => weak.includes(unit)),
      label,
    ).toBe(true)

  // From the typed text instead, chosen by keyboard: only the lines holding a weak cluster.
  await panel.getByRole('radio', { name: 'The text below' }).focus()
  await page.keyboard.press('Space')
  await expect(panel.getByRole('radio', { name: 'The text below' })).toBeChecked()
  await page.getByLabel('Text', { exact: true }).fill(['ଘର ବନ', 'ଶ୍ରୀ ମନ୍ଦିର', 'ଆମ ଗାଁ', 'ଜଗନ୍ନାଥ'].join('\n'))
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('table', { name: 'Top-up: 2 of 4 lines chosen' })).toBeVisible()
  await expect(result.getByRole('img')).toHaveCount(2)
  expect([...(await labels())].sort()).toEqual(['ଜଗନ୍ନାଥ', 'ଶ୍ରୀ ମନ୍ଦିର'])
})
