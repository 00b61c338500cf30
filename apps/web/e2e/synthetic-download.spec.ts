import { readFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import { expect as baseExpect, test } from './support/test'

// Generation is real work on a machine that may be busy, and a server's first job starts its render workers.
const expect = baseExpect.configure({ timeout: 15_000 })

test('after a run, Download all (ZIP) downloads the whole job folder as one archive', async ({ page }) => {
  await page.goto('/synthetic')
  await page.getByLabel('Text', { exact: true }).fill('ଓଡ଼ିଆ ଭାଷା\nକ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ')
  await page.getByLabel('Job Name (optional)').fill('browser zip')
  const result = page.getByRole('region', { name: 'Result' })
  await expect(result).toHaveCount(0)
  await page.getByRole('button', { name: 'Generate' }).click()

  const link = result.getByRole('link', { name: 'Download all (ZIP)' })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', /^\/api\/synthetic\/outputs\/browser_zip(-\d+)?\/archive$/)
  // The keyboard alone reaches it and starts the download.
  await link.focus()
  const download = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^browser_zip(-\d+)?\.zip$/)
  const entries = Object.keys(unzipSync(readFileSync(await file.path())))
  const folder = file.suggestedFilename().replace(/\.zip$/, '')
  expect(entries.sort()).toEqual([
    `${folder}/README.md`,
    `${folder}/images/000001.png`,
    `${folder}/images/000002.png`,
    `${folder}/metadata.csv`,
  ])
})
