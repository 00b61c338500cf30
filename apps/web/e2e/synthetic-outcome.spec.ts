import type { Locator, Page } from '@playwright/test'
import { expect as baseExpect, test } from './support/test'

// Generation is real work on a machine that may be busy, and a server's first job starts its render workers.
const expect = baseExpect.configure({ timeout: 15_000 })

// The laptop screen of issue 32, where the answer appears below the form.
test.use({ viewport: { width: 1366, height: 768 } })

/** The element's top edge lies inside the viewport: it was brought into view, not left below the fold. */
async function expectTopInView(page: Page, element: Locator) {
  const box = await element.boundingBox()
  const { height } = page.viewportSize()!
  expect(box).not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y).toBeLessThan(height - 40)
}

/** Generates with Enter in the job name field, as a keyboard user would from the top of the page (nothing scrolls). */
async function generateFromTop(page: Page, jobName: string) {
  const field = page.getByLabel('Job Name (optional)')
  await field.fill(jobName)
  await field.press('Enter')
}

test('at 1366 × 768 the result comes into view and takes the focus, in the chosen output format (tesstrain)', async ({
  page,
}) => {
  await page.goto('/synthetic')
  await page.getByLabel('Output Format').selectOption('tesstrain')
  await page.evaluate(() => window.scrollTo(0, 0))
  await generateFromTop(page, 'outcome tess')

  const result = page.getByRole('region', { name: 'Result' })
  await expect(result).toBeFocused()
  await expectTopInView(page, result)
  await expect(result.getByRole('img')).toHaveCount(1)

  // tesstrain's pairs: the image at the job's root, its label in a .gt.txt beside it.
  const href = await result.getByRole('link', { name: '000001.png' }).getAttribute('href')
  expect(href).toMatch(/^\/output\/outcome_tess\/000001\.png$/)
  const label = await page.request.get(href!.replace(/\.png$/, '.gt.txt'))
  expect(label.status()).toBe(200)
  expect(await label.text()).toBe(`${await page.getByLabel('Text', { exact: true }).inputValue()}\n`)
})

test('at 1366 × 768 an error comes into view and takes the focus', async ({ page }) => {
  await page.goto('/synthetic')
  await page.getByLabel('Text', { exact: true }).fill('   ')
  await page.evaluate(() => window.scrollTo(0, 0))
  await generateFromTop(page, 'outcome error')

  const error = page.getByRole('alert')
  await expect(error).toHaveText('Type at least one line of text to render.')
  await expect(error).toBeFocused()
  await expectTopInView(page, error)
})

test('page mode previews each page with its line boxes drawn over the page image', async ({ page }) => {
  // An A4 page at 300 dpi is real work, and a busy machine's first job starts the render workers.
  test.setTimeout(120_000)
  await page.goto('/synthetic')
  await page.getByLabel('Mode').selectOption('page')
  await page
    .getByLabel('Text', { exact: true })
    .fill(Array.from({ length: 6 }, () => 'ଓଡ଼ିଆ ଭାଷା କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ ଜଗନ୍ନାଥ। '.repeat(3)).join('\n'))
  await page.getByRole('button', { name: 'Generate' }).click()

  const result = page.getByRole('region', { name: 'Result' })
  const boxes = result.getByRole('img', { name: /^\d+ line boxes? of 000001\.png$/ })
  await expect(boxes).toBeVisible({ timeout: 60_000 })
  const pagesHref = await result.getByRole('link', { name: 'Pages and PAGE XML' }).getAttribute('href')
  const xml = await (await page.request.get(`${pagesHref}/000001.xml`)).text()
  const lines = xml.match(/<TextLine /g)?.length ?? 0
  expect(lines).toBeGreaterThan(1)
  await expect(boxes.locator('polygon')).toHaveCount(lines)
  // The boxes lie over the page image, scaled with it.
  const image = result.getByRole('img', { name: 'page 000001.png' })
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2480)
  const [over, under] = [await boxes.boundingBox(), await image.boundingBox()]
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(over![key] - under![key])).toBeLessThan(1)
})
