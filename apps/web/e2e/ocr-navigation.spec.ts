import { FAKE_MODELS } from '@odia-ai/fake-gemini'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

const NAMES = ['ଏକ.png', 'ଦୁଇ.png', 'ତିନି.png', 'ଚାରି.png', 'ପାଞ୍ଚ.png', 'ଛଅ.png', 'ସାତ.png']

async function openWithImages(page: Page) {
  const ocr = ocrPage(page)
  await ocr.open()
  const images = []
  for (const name of NAMES) images.push(await renderOdiaPng(page, name, name.replace('.png', '')))
  await ocr.upload(images)
  await expect(ocr.picker).toHaveText(NAMES[0] as string)
  return ocr
}

test('the dropdown lists thumbnails, names and status at 12rem, and works with the keyboard alone', async ({
  page,
}) => {
  const ocr = await openWithImages(page)
  await ocr.picker.focus()
  await page.keyboard.press('Enter')
  await expect(ocr.listbox).toBeFocused()
  await expect(ocr.listbox).toHaveCSS('max-height', '192px')
  const first = ocr.listbox.getByRole('option').first()
  await expect(first).toHaveText(`${NAMES[0]}New`)
  await expect(first).toHaveAttribute('aria-selected', 'true')
  const thumb = first.locator('img')
  await expect(thumb).toHaveAttribute('src', `/images/${encodeURIComponent(NAMES[0] as string)}?thumb=true`)
  await expect
    .poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(ocr.listbox).toBeHidden()
  await expect(ocr.picker).toHaveText(NAMES[2] as string)
  // The image chosen, the keyboard is in its editor, ready to type.
  await expect(ocr.editor).toBeFocused()

  await ocr.picker.focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('End')
  await expect(ocr.listbox.getByRole('option', { name: NAMES[6] })).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(ocr.picker).toHaveText(NAMES[6] as string)
  await expect(ocr.next).toBeDisabled()

  await page.keyboard.press('Enter')
  await page.keyboard.press('Home')
  await page.keyboard.press('Escape')
  await expect(ocr.listbox).toBeHidden()
  await expect(ocr.picker).toHaveText(NAMES[6] as string)
})

test('a long list draws only the rows in view while it scrolls', async ({ page }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const images = []
  for (let index = 0; index < 60; index++)
    images.push(await renderOdiaPng(page, `ପୃଷ୍ଠା-${String(index).padStart(2, '0')}.png`, `ପୃଷ୍ଠା ${index}`))
  let uploadRequests = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ocr/upload')) uploadRequests += 1
  })
  await ocr.upload(images)
  // Sent in batches of 20, so the upload shows progress and can stop between them.
  expect(uploadRequests).toBe(3)
  await expect(ocr.counter).toHaveText('Validated 0 / 60')
  await ocr.picker.click()
  const options = ocr.listbox.getByRole('option')
  await expect(options.first()).toHaveText(/ପୃଷ୍ଠା-00\.png/)
  expect(await options.count()).toBeLessThan(15)

  await ocr.listbox.evaluate((list) => list.scrollTo({ top: list.scrollHeight }))
  await expect(ocr.listbox.getByRole('option', { name: /ପୃଷ୍ଠା-59\.png/ })).toBeInViewport()
  expect(await options.count()).toBeLessThan(15)
  await expect(ocr.listbox.getByRole('option', { name: /ପୃଷ୍ଠା-00\.png/ })).toHaveCount(0)
  await ocr.listbox.getByRole('option', { name: /ପୃଷ୍ଠା-57\.png/ }).click()
  await expect(ocr.picker).toHaveText('ପୃଷ୍ଠା-57.png')
})

test('the viewer zooms and pans with buttons, keys and dragging', async ({ page }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await expect(page.getByText('No image selected')).toBeVisible()
  await ocr.upload([await renderOdiaPng(page, 'zoom.png', 'ବଡ଼ କରି ଦେଖ')])
  const frame = page.getByRole('group', { name: /^Image: drag or use the arrow keys/ })
  await expect.poll(() => ocr.viewerImage.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
  await expect(ocr.viewerImage).toBeVisible()
  /** The image's box in the frame's pixels. */
  const shown = async () => {
    const [outer, inner] = [(await frame.boundingBox())!, (await ocr.viewerImage.boundingBox())!]
    return { x: inner.x - outer.x, y: inner.y - outer.y, width: inner.width, height: inner.height }
  }
  // It opens fitted whole in the frame: as wide as the frame, this line image, centred from top to bottom.
  const fitted = await shown()
  const room = (await frame.boundingBox())!
  expect(fitted.x).toBeCloseTo(0, 0)
  expect(fitted.width).toBeCloseTo(room.width, 0)
  expect(fitted.y).toBeCloseTo((room.height - fitted.height) / 2, 0)

  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect.poll(async () => (await shown()).width / fitted.width).toBeCloseTo(1.25, 2)
  await frame.focus()
  await page.keyboard.press('+')
  await expect.poll(async () => (await shown()).width / fitted.width).toBeCloseTo(1.5625, 2)
  const zoomed = await shown()
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await shown()).x).toBeCloseTo(zoomed.x - 40, 0)
  // The line is shorter than the frame: it stays centred however it is panned.
  await page.keyboard.press('ArrowDown')
  expect((await shown()).y).toBeCloseTo((room.height - zoomed.height) / 2, 0)

  const before = await shown()
  const box = (await frame.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 10, { steps: 3 })
  await page.mouse.up()
  await expect.poll(async () => (await shown()).x).toBeCloseTo(before.x + 30, 0)

  await page.keyboard.press('0')
  await expect.poll(async () => (await shown()).width).toBeCloseTo(fitted.width, 1)
  const refitted = await shown()
  expect(refitted.x).toBeCloseTo(fitted.x, 1)
  expect(refitted.y).toBeCloseTo(fitted.y, 1)
})

test('shortcuts save and move, and never fire while typing Odia', async ({ page }) => {
  const ocr = await openWithImages(page)
  await ocr.editor.focus()
  // INSCRIPT typing, Enter for a new line, and AltGr (Ctrl+Alt on Windows) stay in the text.
  await page.keyboard.press('KeyK')
  await page.keyboard.press('KeyE')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+Alt+ArrowRight')
  await page.keyboard.press('Control+Alt+KeyS')
  await expect(ocr.picker).toHaveText(NAMES[0] as string)
  await expect(ocr.saveState).toHaveText('Unsaved changes')
  await expect(ocr.editor).toHaveValue(/^କା\n/)

  await page.keyboard.press('Control+s')
  await expect(ocr.saveState).toHaveText('Saved')
  const saved = await ocr.editor.inputValue()

  await page.keyboard.press('Control+Enter')
  await expect(ocr.picker).toHaveText(NAMES[1] as string)
  await expect(ocr.editor).toBeFocused()
  await page.keyboard.press('KeyL')
  await page.keyboard.press('Control+Enter')
  await expect(ocr.picker).toHaveText(NAMES[2] as string)

  await page.keyboard.press('Alt+ArrowLeft')
  await expect(ocr.picker).toHaveText(NAMES[1] as string)
  await expect(ocr.editor).toHaveValue('ତ')
  await page.keyboard.press('Alt+ArrowLeft')
  await expect(ocr.editor).toHaveValue(saved)
  await page.keyboard.press('Alt+ArrowRight')
  await expect(ocr.picker).toHaveText(NAMES[1] as string)
  await expect(ocr.counter).toHaveText(`Validated 2 / ${NAMES.length}`)
})

test('a typed key lists its models, and the chosen one is used', async ({ page, gemini }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload([await renderOdiaPng(page, 'model.png', 'ମଡେଲ')])
  const select = page.getByRole('combobox', { name: 'Model' })
  await expect(select.locator('option')).toHaveText(['Server default'])
  await ocr.keyField.fill('model-key')
  await expect(select.locator('option')).not.toHaveText(['Server default'])
  const offered = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  const choice = offered.find((name) => name !== offered[0]) ?? offered[0]!
  expect(FAKE_MODELS.map((model) => model.name)).toContain(choice)
  await select.selectOption(choice)
  await ocr.processButton.click()
  await expect(ocr.job).toContainText('OCR finished: 1 / 1 images', { timeout: 15_000 })
  const calls = gemini.requests.filter((request) => request.path.endsWith(':generateContent'))
  expect(calls.at(-1)?.model).toBe(choice)
})
