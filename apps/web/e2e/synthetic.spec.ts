import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect as baseExpect, test } from './support/test'

// Generation is real work on a machine that may be busy, and a server's first job starts its render workers.
const expect = baseExpect.configure({ timeout: 15_000 })

const LINES = ['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ (୧୨୩)', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।']

test('single: the sample text becomes one image whose links open real files', async ({ page }) => {
  await page.goto('/synthetic')
  await expect(page.getByLabel('Mode')).toHaveValue('single')
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue(/[\u0B00-\u0B7F]/)
  await page.getByLabel('Job Name (optional)').fill('browser single')
  await page.getByRole('button', { name: 'Generate' }).click()

  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('img')).toHaveCount(1)
  const image = result.getByRole('img').first()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(100)

  for (const [name, type] of [
    ['Dataset CSV', /text\/csv/],
    ['Output directory', /text\/html/],
    ['Images directory', /text\/html/],
  ] as const) {
    const href = await result.getByRole('link', { name }).getAttribute('href')
    expect(href).toMatch(/^\/output\/browser_single/)
    const response = await page.request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(type)
  }
  const csvHref = await result.getByRole('link', { name: 'Dataset CSV' }).getAttribute('href')
  expect(await (await page.request.get(csvHref!)).text()).toMatch(
    /^file_name,text,mode,font,size,background,params,family,weight,seed,variant,width,height\nimages\/000001\.png,ଓଡ଼ିଆ/,
  )

  const popup = page.waitForEvent('popup')
  await result.getByRole('link', { name: '000001.png' }).click()
  await expect(await popup).toHaveURL(/\/output\/browser_single\/images\/000001\.png$/)
  await expect(page.getByText(/Showing first 24/)).toHaveCount(0)
})

test('comprehensive: the preview shows 24 images and says how many exist', async ({ page }) => {
  await page.goto('/synthetic')
  await page.getByLabel('Mode').selectOption({ label: 'Comprehensive' })
  await page.getByLabel('Text', { exact: true }).fill(LINES[0]!)
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByText('Showing first 24 of 54 images.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveCount(24)
})

test('the server error text shows in the red box, and a new start clears it', async ({ page }) => {
  await page.goto('/synthetic')
  await page.getByLabel('Text', { exact: true }).fill('   ')
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('alert')).toHaveText('Type at least one line of text to render.')
  await expect(page.getByRole('alert')).toHaveCSS('color', 'rgb(180, 35, 24)')

  await page.getByLabel('Text', { exact: true }).fill(LINES[1]!)
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveCount(1)
})

test('a long job shows progress with a rate, and Cancel stops it and keeps the images made so far', async ({
  page,
}) => {
  await page.goto('/synthetic')
  await page.getByLabel('Mode').selectOption('comprehensive')
  await page
    .getByLabel('Text', { exact: true })
    .fill(Array.from({ length: 300 }, (_, index) => `${LINES[index % 3]} ${index}`).join('\n'))
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled()
  await expect(page.getByRole('status')).toContainText(/[1-9]\d* \/ 16200 images · \d+ images\/s/)
  await page.getByRole('button', { name: 'Cancel' }).click()
  const cancelled = page.getByRole('status')
  await expect(cancelled).toContainText(
    /^Generation cancelled: the first \d+ of 16200 images are kept, with their metadata\.csv\.$/,
  )
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled()
  const kept = Number((await cancelled.textContent())!.match(/first (\d+)/)![1])
  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('img')).toHaveCount(24)
  await expect(result.getByText(`Showing first 24 of ${kept} images.`)).toBeVisible()
  const csv = await page.request.get((await result.getByRole('link', { name: 'Dataset CSV' }).getAttribute('href'))!)
  expect((await csv.text()).trimEnd().split('\n')).toHaveLength(kept + 1)
})

test.describe('dataset mode', () => {
  let csvServer: Server
  let base = ''
  test.beforeAll(async () => {
    csvServer = createServer((request, response) => {
      if (request.url !== '/odia.csv') return void response.writeHead(404).end()
      response
        .writeHead(200, { 'content-type': 'text/csv' })
        .end(`sentence,id\n${LINES.map((line, index) => `"${line}",${index}`).join('\n')}\n`)
    })
    await new Promise<void>((resolve) => csvServer.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(csvServer.address() as AddressInfo).port}`
  })
  test.afterAll(() => new Promise<void>((resolve) => csvServer.close(() => resolve())))

  test('renders the rows of a CSV column, up to Max Samples, using the keyboard only', async ({ page }) => {
    await page.goto('/synthetic')
    await page.getByLabel('Mode').focus()
    // The last mode is page; the dataset mode is just above it.
    await page.keyboard.press('End')
    await expect(page.getByLabel('Mode')).toHaveValue('page')
    await page.keyboard.press('ArrowUp')
    await expect(page.getByLabel('Mode')).toHaveValue('huggingface')
    await expect(page.getByLabel('Text', { exact: true })).toHaveCount(0)
    await expect(page.getByLabel('Text Column')).toHaveValue('text')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('radio', { name: 'URL' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.type(`${base}/odia.csv`)
    await page.keyboard.press('Tab')
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('sentence')
    await page.keyboard.press('Tab')
    await page.keyboard.type('2')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Result' }).getByRole('img')).toHaveCount(2)
  })

  test('a missing column shows the server message naming the columns', async ({ page }) => {
    await page.goto('/synthetic')
    await page.getByLabel('Mode').selectOption('huggingface')
    await page.getByLabel('Dataset URL').fill(`${base}/odia.csv`)
    await page.getByLabel('Text Column').fill('')
    await page.getByRole('button', { name: 'Generate' }).click()
    await expect(page.getByRole('alert')).toHaveText('The dataset has no column "text". Its columns are: sentence, id.')
  })
})

test('ultra-realistic: the degradation select is shown for it alone, and its choice is recorded per image', async ({
  page,
}) => {
  await page.goto('/synthetic')
  await expect(page.getByLabel('Degradation')).toHaveCount(0)
  await page.getByLabel('Mode').selectOption('ultra-realistic')
  await expect(page.getByLabel('Degradation')).toHaveValue('medium')
  await page.getByLabel('Degradation').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Degradation')).toHaveValue('heavy')
  await page.getByLabel('Text', { exact: true }).fill(LINES[0]!)
  await page.getByRole('button', { name: 'Generate' }).click()
  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('img')).toHaveCount(5)
  const csv = await (
    await page.request.get((await result.getByRole('link', { name: 'Dataset CSV' }).getAttribute('href'))!)
  ).text()
  expect(csv.match(/""strength"":""heavy""/g)).toHaveLength(5)
})

test('page: two columns and rotation make a page, its PAGE XML and line crops', async ({ page }) => {
  // An A4 page at 300 dpi is real work, and a busy machine's first job starts the render workers.
  test.setTimeout(120_000)
  await page.goto('/synthetic')
  await page.getByLabel('Mode').selectOption({ label: 'Page (PAGE XML)' })
  // The mode list says which controls a page takes: its sizes and seed, no image height or backgrounds.
  await expect(page.getByLabel('Seed')).toBeVisible()
  await expect(page.getByText(/Image height/)).toHaveCount(0)
  await expect(page.getByText('Backgrounds', { exact: true })).toHaveCount(0)
  await page.getByLabel('Columns').selectOption('2')
  await page.getByLabel('Rotate pages slightly').check()
  await page.getByLabel('Text', { exact: true }).fill(Array.from({ length: 12 }, () => LINES.join(' ')).join('\n'))
  await page.getByRole('button', { name: 'Generate' }).click()

  const result = page.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('img').first()).toBeVisible({ timeout: 60_000 })
  await expect(result.getByLabel('Summary')).toContainText(' images · ')
  await expect(result.getByRole('link', { name: /Download all/ })).toBeVisible()
  const pagesHref = await result.getByRole('link', { name: 'Pages and PAGE XML' }).getAttribute('href')
  expect(pagesHref).toMatch(/^\/output\/.+\/pages$/)
  const xml = await (await page.request.get(`${pagesHref}/000001.xml`)).text()
  expect(xml).toContain('<PcGts')
  expect(xml).toContain('ଓଡ଼ିଆ ଭାଷା')
  const image = await page.request.get(`${pagesHref}/000001.png`)
  expect(image.status()).toBe(200)
  const csvHref = await result.getByRole('link', { name: 'Dataset CSV' }).getAttribute('href')
  expect(await (await page.request.get(csvHref!)).text()).toMatch(/\nimages\/000001\.png,ଓଡ଼ିଆ[^,]*,page,/)
})
