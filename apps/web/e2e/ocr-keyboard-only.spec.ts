import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

/** What Gemini reads on the image worked on, and the text it shows: the last letter is ଲ where ଳ is meant. */
const READ = 'କମଲ ଫୁଲ'
const TRUTH = 'କମଳ ଫୁଲ'

/** The focused element, with whether its focus ring shows (the page's `:focus-visible` outline). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    const style = element ? getComputedStyle(element) : undefined
    const ring =
      !!element &&
      element !== document.body &&
      element.matches(':focus-visible') &&
      style!.outlineStyle !== 'none' &&
      parseFloat(style!.outlineWidth) > 0
    return { label: element?.getAttribute('aria-label') ?? element?.textContent?.slice(0, 40) ?? '', ring }
  })

/** Presses Tab (Shift+Tab going back) until `target` has the focus, checking at every stop that the focus shows. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let stop = 0; stop < 80; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    expect(now.ring, `focus visible on ${now.label}`).toBe(true)
  }
  throw new Error('Tab never reached the element')
}

test('a whole image with the keyboard alone: choose it, read it with Gemini, correct it in INSCRIPT, save, next to do, review', async ({
  page,
  gemini,
  request,
}) => {
  test.setTimeout(120_000)
  const ocr = ocrPage(page)
  await ocr.open()
  for (const [name, text] of [
    ['one.png', 'ଏକ'],
    ['two.png', TRUTH],
    ['three.png', 'ତିନି'],
  ] as const) {
    const image = await renderOdiaPng(page, name, text)
    if (name === 'two.png') gemini.fixtures[image.sha256] = READ
    const stored = await request.post('/api/ocr/upload', {
      multipart: { files: { name, mimeType: image.mimeType, buffer: image.buffer } },
    })
    expect(stored.ok()).toBe(true)
  }
  await page.reload()
  await expect(ocr.picker).toHaveText('one.png')
  // From here on nothing is clicked: every step is a key.
  await page.locator('body').focus()

  const yourName = page.getByRole('textbox', { name: 'Your name' })
  await tabTo(page, yourName)
  await page.keyboard.type('Asha')
  await tabTo(page, page.getByRole('textbox', { name: 'Gemini API Key' }))
  await page.keyboard.type('keyboard-key')

  await tabTo(page, ocr.picker)
  await page.keyboard.press('Enter')
  await expect(ocr.listbox).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(ocr.picker).toHaveText('two.png')
  await expect(page).toHaveURL(/image=two\.png/)

  // Back up to `Process OCR` (it comes before the navigator), then run it.
  await tabTo(page, ocr.processButton, true)
  await page.keyboard.press('Enter')
  await expect(ocr.job).toContainText('OCR finished: 3 / 3 images, 0 failed', { timeout: 60_000 })
  await expect(ocr.editor).toHaveValue(READ)

  // The correction, typed with the INSCRIPT keyboard: ଲ → ଳ in the first word.
  await tabTo(page, ocr.editor)
  await page.keyboard.press('Control+Home')
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Shift+KeyN')
  await expect(ocr.editor).toHaveValue(TRUTH)
  await page.keyboard.press('Control+s')
  await expect(ocr.saveState).toHaveText('Saved')
  await expect(ocr.counter).toHaveText('Validated 1 / 3')

  await page.keyboard.press('Alt+KeyN')
  await expect(ocr.picker).toHaveText('three.png')

  // A second person reviews the image saved: their name, back to it, `Mark reviewed`.
  await tabTo(page, yourName, true)
  await page.keyboard.press('Control+a')
  await page.keyboard.type('Bikram')
  await page.keyboard.press('Alt+ArrowLeft')
  await expect(ocr.picker).toHaveText('two.png')
  const markReviewed = page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Mark reviewed' })
  await tabTo(page, markReviewed)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Review' })).toContainText('Reviewed by Bikram')
})
