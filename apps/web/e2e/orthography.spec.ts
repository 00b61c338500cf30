import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

const textArea = (page: Page) => page.getByRole('textbox', { name: 'Validated text' })

test.beforeEach(async ({ page }) => {
  await page.goto('/ocr')
})

test('a sequence impossible in Odia is underlined where it shows, its reason on hover, and the text is kept as typed', async ({
  page,
}) => {
  // A vowel sign typed after an independent vowel: ଅ + ା, which should have been ଆ.
  await textArea(page).fill('ନମସ୍କାର ଅାମ ଘର')
  await expect(textArea(page)).toHaveValue('ନମସ୍କାର ଅାମ ଘର')
  const mark = page.locator('.text-editor__flag')
  await expect(mark).toHaveCount(1)
  await expect(mark).toHaveText('ଅା')
  await expect(mark).toHaveClass(/text-editor__flag--impossible/)
  await expect(page.getByRole('list', { name: 'Odia spelling checks' })).toContainText(
    'Vowel sign ା (U+0B3E) after the vowel ଅ',
  )
  await expect(page.getByRole('list', { name: 'Odia spelling checks' })).toContainText('maybe ଆ')

  // The underline lies on the flagged letters: inside the field, past the first word.
  const field = (await textArea(page).boundingBox())!
  const underline = (await mark.boundingBox())!
  expect(underline.x).toBeGreaterThan(field.x + 40)
  expect(underline.y + underline.height).toBeLessThan(field.y + field.height)
  await page.mouse.move(underline.x + underline.width / 2, underline.y + underline.height / 2)
  await expect(textArea(page)).toHaveAttribute('title', /Vowel sign ା \(U\+0B3E\) after the vowel ଅ/)
  await page.mouse.move(field.x + 5, field.y + field.height - 5)
  await expect(textArea(page)).not.toHaveAttribute('title', /./)

  // The copy under the text wraps exactly as the text does, line for line.
  await textArea(page).fill(Array.from({ length: 30 }, (_, index) => `ଧାଡ଼ି ${index} ଓଡ଼ିଆ ଭାଷା`).join(' '))
  const heights = await page.evaluate(() => {
    const area = document.querySelector('textarea')!
    const copy = document.querySelector('.text-editor__backdrop')!
    return [area.scrollHeight, copy.scrollHeight]
  })
  expect(heights[1]).toBe(heights[0])
  await expect(mark).toHaveCount(0)
})
