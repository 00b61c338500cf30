import type { APIRequestContext, Page } from '@playwright/test'
import { colourDistance, contrast, luminance, parseColour, type Rgba } from './support/colour-contrast'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPage } from './support/render-odia-page'
import { renderOdiaPng } from './support/render-odia-png'

const WHITE = parseColour('rgb(255, 255, 255)')
const STATUSES = ['new', 'extracted', 'validated', 'current'] as const

/** A page with four lines: the first (current on opening), then one new, one extracted, one validated. */
async function seedPages(page: Page, request: APIRequestContext) {
  await page.goto('/ocr')
  const lined = await renderOdiaPage(page, 'lined.png', ['ଘର', 'ବନ', 'ଫୁଲ', 'ଜଳ'])
  const plain = await renderOdiaPng(page, 'plain.png', 'ଘର')
  for (const { name, mimeType, buffer } of [lined, plain]) {
    const uploaded = await request.post('/api/ocr/upload', { multipart: { files: { name, mimeType, buffer } } })
    expect(uploaded.ok()).toBe(true)
  }
  const texts: Array<[string, string]> = [
    ['ଘର', ''],
    ['', ''],
    ['ଫୁଲ', ''],
    ['ଜଳ', 'ଜଳ'],
  ]
  const lines = lined.boxes.map((box, index) => ({
    box,
    extracted_text: texts[index]![0],
    validated_text: texts[index]![1],
  }))
  expect((await request.put('/api/ocr/lines', { data: { image_filename: lined.name, lines } })).ok()).toBe(true)
}

/** The colour of a CSS property of the first element `selector` finds, and the opaque background behind it. */
async function colours(page: Page, selector: string, property: string, pseudo?: string) {
  const found = await page
    .locator(selector)
    .first()
    .evaluate(
      (element, [name, before]) => {
        const style = getComputedStyle(element, before)
        let behind: Element | null = element
        let background = 'rgba(0, 0, 0, 0)'
        while (behind) {
          background = getComputedStyle(behind).backgroundColor
          if (!/^rgba\(.*, 0\)$|^transparent$/.test(background)) break
          behind = behind.parentElement
        }
        return { colour: style.getPropertyValue(name), background }
      },
      [property, pseudo] as const,
    )
  return { colour: parseColour(found.colour), background: parseColour(found.background) }
}

const pairwiseDistances = (named: Record<string, Rgba>) =>
  Object.entries(named).flatMap(([first, a], index, all) =>
    all.slice(index + 1).map(([second, b]) => ({ pair: `${first}/${second}`, distance: colourDistance(a, b) })),
  )

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme} scheme: text at 4.5:1, line statuses and flag underlines apart from each other and their ground`, async ({
    page,
    request,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.setViewportSize({ width: 1366, height: 768 })
    await seedPages(page, request)
    await page.goto('/ocr?image=lined.png')
    await expect(page.locator('.ocr-lines .ocr-line--validated')).toHaveCount(1)

    const ground = (await colours(page, 'h1', 'color')).background
    expect(luminance(ground) < 0.05, `the page is ${scheme}`).toBe(scheme === 'dark')

    // Text: 4.5:1 or more against what is behind it.
    for (const selector of [
      '.top-bar__title',
      '.top-bar__link--active',
      'h1',
      '.ocr-lines-legend__help',
      '.ocr-lines-legend__item',
      '.ocr-button',
      '.ocr-line-editor textarea, .ocr-line-editor input',
    ]) {
      const { colour, background } = await colours(page, selector, 'color')
      expect(contrast(colour, background), `${selector} text`).toBeGreaterThanOrEqual(4.5)
    }

    // The boxes, drawn on the white page image: 3:1 against it (WCAG's non-text contrast) and far from each other.
    const boxes: Record<string, Rgba> = {}
    for (const status of STATUSES) {
      const line = status === 'current' ? '.ocr-line--current' : `.ocr-line--${status}:not(.ocr-line--current)`
      const { colour } = await colours(page, `.ocr-lines ${line} .ocr-line__box`, 'stroke')
      boxes[status] = colour
      expect(contrast(colour, WHITE), `${status} box on the page`).toBeGreaterThanOrEqual(3)
    }
    for (const { pair, distance } of pairwiseDistances(boxes))
      expect(distance, `${pair} boxes apart`).toBeGreaterThanOrEqual(20)

    // The legend's swatches, on the screen's own ground.
    const swatches: Record<string, Rgba> = {}
    for (const status of STATUSES) {
      const { colour, background } = await colours(
        page,
        `.ocr-lines-legend__item.ocr-line--${status}`,
        'border-top-color',
        '::before',
      )
      swatches[status] = colour
      expect(contrast(colour, background), `${status} swatch`).toBeGreaterThanOrEqual(3)
    }
    for (const { pair, distance } of pairwiseDistances(swatches))
      expect(distance, `${pair} swatches apart`).toBeGreaterThanOrEqual(20)
    await testInfo.attach(`${scheme}-lines.png`, { body: await page.screenshot(), contentType: 'image/png' })

    // The orthography flags' underlines in the editor: a vowel sign with no consonant, and ୱ for ବ.
    await page.goto('/ocr?image=plain.png')
    await ocrPage(page).editor.fill('ାକ ସୱୁ')
    const flags: Record<string, Rgba> = {}
    for (const severity of ['impossible', 'suspicious']) {
      const flag = page.locator(`.text-editor__flag--${severity}`)
      await expect(flag).toHaveCount(1)
      const { colour } = await colours(page, `.text-editor__flag--${severity}`, 'text-decoration-color')
      const { background } = await colours(page, '.text-editor__field', 'color')
      flags[severity] = colour
      expect(contrast(colour, background), `${severity} underline`).toBeGreaterThanOrEqual(3)
    }
    for (const { pair, distance } of pairwiseDistances(flags))
      expect(distance, `${pair} underlines apart`).toBeGreaterThanOrEqual(20)
    await testInfo.attach(`${scheme}-editor.png`, { body: await page.screenshot(), contentType: 'image/png' })
  })
}

test('the theme select overrides the system scheme, is remembered, and goes back to the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  const ocr = ocrPage(page)
  await ocr.open()
  const pageGround = async () => luminance((await colours(page, 'h1', 'color')).background)
  expect(await pageGround()).toBeLessThan(0.05)
  const theme = page.getByRole('combobox', { name: 'Colour theme' })
  await expect(theme).toHaveValue('system')

  await theme.selectOption('light')
  expect(await pageGround()).toBeGreaterThan(0.8)
  await page.reload()
  await expect(theme).toHaveValue('light')
  expect(await pageGround()).toBeGreaterThan(0.8)

  await page.emulateMedia({ colorScheme: 'light' })
  await theme.selectOption('dark')
  expect(await pageGround()).toBeLessThan(0.05)
  await theme.selectOption('system')
  expect(await pageGround()).toBeGreaterThan(0.8)
})
