import { expect, test } from './support/test'

test('an unknown path lands on /ocr and Back does not return to it', async ({ page }) => {
  await page.goto('/synthetic')
  await expect(page.getByRole('heading', { name: 'Synthetic Text Generator' })).toBeVisible()

  await page.goto('/no/such/screen')
  // With images stored (other tests share this server), the screen names its current image: `/ocr?image=…`.
  await expect(page).toHaveURL(/\/ocr(\?image=[^&]+)?$/)
  await expect(page.getByRole('heading', { name: 'Odia OCR Annotation Tool' })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/synthetic$/)
  await expect(page.getByRole('heading', { name: 'Synthetic Text Generator' })).toBeVisible()
})

test('the root path opens the OCR screen', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/ocr(\?image=[^&]+)?$/)
  await expect(page.getByRole('heading', { name: 'Odia OCR Annotation Tool' })).toBeVisible()
})

test('the nav links switch screens and move the highlight', async ({ page }) => {
  await page.goto('/ocr')
  const ocr = page.getByRole('link', { name: 'OCR Annotation' })
  const synthetic = page.getByRole('link', { name: 'Synthetic Generator' })
  await expect(page.getByText('Odia AI Tools', { exact: true })).toBeVisible()
  await expect(page.locator('.top-bar__logo')).toBeVisible()
  await expect(ocr).toHaveAttribute('aria-current', 'page')
  await expect(synthetic).not.toHaveAttribute('aria-current', 'page')

  await synthetic.click()
  await expect(page).toHaveURL(/\/synthetic$/)
  await expect(page.getByRole('heading', { name: 'Synthetic Text Generator' })).toBeVisible()
  await expect(synthetic).toHaveAttribute('aria-current', 'page')
  await expect(ocr).not.toHaveAttribute('aria-current', 'page')
  const highlighted = await synthetic.evaluate((link) => getComputedStyle(link).backgroundColor)
  const plain = await ocr.evaluate((link) => getComputedStyle(link).backgroundColor)
  expect(highlighted).not.toBe(plain)

  await ocr.click()
  await expect(page).toHaveURL(/\/ocr(\?image=[^&]+)?$/)
  await expect(ocr).toHaveAttribute('aria-current', 'page')
})

test('Odia text renders with the bundled web font', async ({ page }) => {
  await page.goto('/ocr')
  const loadedRanges = await page.evaluate(async () => {
    await document.fonts.load('16px "Noto Sans Oriya"', 'ଓଡ଼ିଆ')
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans Oriya' && face.status === 'loaded')
      .map((face) => face.unicodeRange)
  })
  expect(loadedRanges.some((range) => /U\+0?B0/i.test(range))).toBe(true)
})
