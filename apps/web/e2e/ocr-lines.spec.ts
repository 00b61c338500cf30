import { readFile } from 'node:fs/promises'
import type { LineBox } from '@odia-ai/contract'
import type { Locator, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPage } from './support/render-odia-page'
import { EXTRACTED, seedPage, storedLines, TRUTH } from './support/seed-lines-page'

const lineBox = (page: Page, number: number) => page.getByRole('button', { name: new RegExp(`^Line ${number}, `) })
const field = (page: Page) => page.getByRole('textbox', { name: 'Line text' })

/** Where an image-pixel box is on screen, from where the viewer shows the image. */
async function onScreen(image: Locator, [x, y, width, height]: LineBox) {
  const shown = (await image.boundingBox())!
  const natural = await image.evaluate((element: HTMLImageElement) => element.naturalWidth)
  const scale = shown.width / natural
  return { x: shown.x + x * scale, y: shown.y + y * scale, width: width * scale, height: height * scale, scale }
}

async function expectDrawnAt(box: Locator, expected: { x: number; y: number; width: number; height: number }) {
  const drawn = (await box.boundingBox())!
  expect(Math.abs(drawn.x + drawn.width / 2 - (expected.x + expected.width / 2))).toBeLessThan(1.5)
  expect(Math.abs(drawn.y + drawn.height / 2 - (expected.y + expected.height / 2))).toBeLessThan(1.5)
  expect(Math.abs(drawn.width - expected.width)).toBeLessThan(4.5)
  expect(Math.abs(drawn.height - expected.height)).toBeLessThan(4.5)
}

test('lines are drawn on the ink, corrected one by one with INSCRIPT, moved, undone, and all kept on reload', async ({
  page,
  request,
}) => {
  const rendered = await seedPage(page, request)
  const ocr = ocrPage(page)
  await page.setViewportSize({ width: 1366, height: 768 })
  await ocr.open()
  await expect(page.getByRole('heading', { name: 'Line 1 of 3' })).toBeVisible()
  await expect(field(page)).toHaveValue(EXTRACTED[0]!)
  // At 1366 × 768 the current line's field is in view without scrolling.
  await expect(field(page)).toBeInViewport({ ratio: 1 })

  // Each box lies on its line's ink, as the viewer shows the image (its stroke, a few pixels wide, aside).
  await expect
    .poll(() => ocr.viewerImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(rendered.width)
  for (const [index, box] of rendered.boxes.entries())
    await expectDrawnAt(lineBox(page, index + 1), await onScreen(ocr.viewerImage, box))
  // They follow zoom and pan.
  const width = (await ocr.viewerImage.boundingBox())!.width
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await page.getByRole('group', { name: /^Image: drag/ }).press('ArrowRight')
  await expect.poll(async () => (await ocr.viewerImage.boundingBox())!.width / width).toBeCloseTo(1.25, 2)
  for (const [index, box] of rendered.boxes.entries())
    await expectDrawnAt(lineBox(page, index + 1), await onScreen(ocr.viewerImage, box))
  await page.getByRole('button', { name: 'Fit page' }).click()
  await expect(lineBox(page, 1)).toHaveAttribute('aria-current', 'true')
  await expect(lineBox(page, 2)).toHaveAccessibleName(`Line 2, Extracted: ${EXTRACTED[1]}`)

  // A click selects line 2; its crop (the box's shape) is right above the field, which takes the typing.
  await lineBox(page, 2).click()
  await expect(page.getByRole('heading', { name: 'Line 2 of 3' })).toBeVisible()
  await expect(lineBox(page, 2)).toHaveAttribute('aria-current', 'true')
  await expect(field(page)).toBeFocused()
  const crop = (await page.getByRole('img', { name: 'Line 2 as scanned' }).boundingBox())!
  const [, , boxWidth, boxHeight] = rendered.boxes[1]!
  expect(crop.width / crop.height).toBeCloseTo(boxWidth / boxHeight, 1)
  expect((await field(page).boundingBox())!.y).toBeGreaterThan(crop.y + crop.height - 1)
  await page.keyboard.press('Control+A')
  for (const key of ['KeyK', 'KeyE', 'Space', 'KeyK', 'KeyS']) await page.keyboard.press(key)
  await expect(field(page)).toHaveValue(TRUTH[1]!)
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/ocr/lines') && response.request().method() === 'PUT',
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Line 3 of 3' })).toBeVisible()
  await expect(field(page)).toHaveValue(EXTRACTED[2]!)
  await saved
  expect((await storedLines(request, rendered.name)).map((line) => line.validated_text)).toEqual(['', TRUTH[1], ''])
  await expect(lineBox(page, 2)).toHaveAccessibleName(`Line 2, Validated: ${TRUTH[1]}`)
  await expect(ocr.counter.locator('..')).toContainText('Lines validated 1 / 3 (1 image)')

  // Dragging line 3 moves its box; the move is saved, and Undo (button or Ctrl+Z) puts it back.
  const original = rendered.boxes[2]!
  await lineBox(page, 3).scrollIntoViewIfNeeded()
  const from = (await lineBox(page, 3).boundingBox())!
  const { scale } = await onScreen(ocr.viewerImage, original)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 40, from.y + from.height / 2 + 12, { steps: 4 })
  await page.mouse.up()
  await expect(lineBox(page, 3)).toBeFocused()
  await expect.poll(async () => (await storedLines(request, rendered.name))[2]!.box).not.toEqual(original)
  const [movedX, movedY, movedWidth] = (await storedLines(request, rendered.name))[2]!.box
  expect(Math.abs(movedX - (original[0] + 40 / scale))).toBeLessThan(2)
  expect(Math.abs(movedY - (original[1] + 12 / scale))).toBeLessThan(2)
  expect(movedWidth).toBe(original[2])
  await page.keyboard.press('Control+z')
  await expect.poll(async () => (await storedLines(request, rendered.name))[2]!.box).toEqual(original)
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled()

  // A reload brings back the lines, their texts and boxes from the server, on the line dragged last (in the URL).
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Line 3 of 3' })).toBeVisible()
  await lineBox(page, 2).click()
  await expect(field(page)).toHaveValue(TRUTH[1]!)
  await expectDrawnAt(lineBox(page, 3), await onScreen(ocr.viewerImage, original))
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(field(page)).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: test.info().outputPath('ocr-lines-1366x768.png') })
})

test('lines are added by dragging in Add line mode, nudged and deleted with the keyboard alone', async ({
  page,
  request,
}) => {
  const rendered = await seedPage(page, request)
  await ocrPage(page).open()
  await expect(page.getByRole('heading', { name: 'Line 1 of 3' })).toBeVisible()

  // Keyboard: Tab to the current box, Page Down to the next line, arrows nudge it, Delete removes it.
  await lineBox(page, 1).focus()
  await page.keyboard.press('PageDown')
  await expect(lineBox(page, 2)).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Line 2 of 3' })).toBeVisible()
  await page.keyboard.press('Control+ArrowRight')
  await page.keyboard.press('ArrowDown')
  const [x, y, width, height] = rendered.boxes[1]!
  await expect
    .poll(async () => (await storedLines(request, rendered.name))[1]!.box)
    .toEqual([x + 10, y + 1, width, height])
  await page.keyboard.press('Alt+ArrowUp')
  await expect(page.getByRole('heading', { name: 'Line 1 of 3' })).toBeVisible()
  await expect(lineBox(page, 1)).toBeFocused()
  await page.keyboard.press('Delete')
  await expect(page.getByRole('heading', { name: 'Line 1 of 2' })).toBeVisible()
  await expect
    .poll(async () => (await storedLines(request, rendered.name)).map((line) => line.extracted_text))
    .toEqual([EXTRACTED[0], EXTRACTED[2]])
  await page.keyboard.press('Enter')
  await expect(field(page)).toBeFocused()
  await expect(field(page)).toHaveValue(EXTRACTED[0]!)

  // Add line: a drag under the last line draws a new one there, current and empty.
  await page.getByRole('button', { name: 'Add line' }).click()
  await page.locator('.ocr-viewer__frame').scrollIntoViewIfNeeded()
  const last = (await lineBox(page, 2).boundingBox())!
  await page.mouse.move(last.x, last.y + last.height + 20)
  await page.mouse.down()
  await page.mouse.move(last.x + 120, last.y + last.height + 45, { steps: 4 })
  await page.mouse.up()
  await expect(page.getByRole('heading', { name: 'Line 3 of 3' })).toBeVisible()
  await expect(field(page)).toHaveValue('')
  await expect.poll(async () => (await storedLines(request, rendered.name)).length).toBe(3)

  // Its right edge dragged out widens it, and only that.
  const [drawnX, drawnY, drawnWidth, drawnHeight] = (await storedLines(request, rendered.name))[2]!.box
  const edge = (await page.locator('.ocr-line--current .ocr-line__edge--e').boundingBox())!
  const { scale } = await onScreen(page.locator('.ocr-viewer__image'), [0, 0, 1, 1])
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2)
  await page.mouse.down()
  await page.mouse.move(edge.x + edge.width / 2 + 30, edge.y + edge.height / 2 + 30, { steps: 3 })
  await page.mouse.up()
  await expect.poll(async () => (await storedLines(request, rendered.name))[2]!.box[2]).not.toBe(drawnWidth)
  const [x2, y2, width2, height2] = (await storedLines(request, rendered.name))[2]!.box
  expect([x2, y2, height2]).toEqual([drawnX, drawnY, drawnHeight])
  expect(Math.abs(width2 - (drawnWidth + 30 / scale))).toBeLessThan(2)
})

/** How much two boxes overlap: their intersection over their union. */
function iou([ax, ay, aw, ah]: LineBox, [bx, by, bw, bh]: LineBox): number {
  const width = Math.max(0, Math.min(ax + aw, bx + bw) - Math.max(ax, bx))
  const height = Math.max(0, Math.min(ay + ah, by + bh) - Math.max(ay, by))
  return (width * height) / (aw * ah + bw * bh - width * height)
}

test('Find lines reads pages offline, asks before replacing validated lines, and Export lines downloads the checked lines', async ({
  page,
  request,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  const first = await renderOdiaPage(page, 'ପ୍ରଥମ.png', TRUTH)
  const second = await renderOdiaPage(page, 'ଦ୍ୱିତୀୟ.png', TRUTH.slice(0, 2))
  await ocr.upload([first, second])
  await page.getByLabel('Engine').selectOption('tesseract')

  // On this page: Tesseract finds the three lines on their ink, in reading order, and the editor opens on the first.
  await page.getByRole('button', { name: 'Find lines on this page' }).click()
  await expect(page.getByRole('heading', { name: 'Line 1 of 3' })).toBeVisible({ timeout: 20_000 })
  const found = await storedLines(request, first.name)
  expect(found).toHaveLength(3)
  for (const [index, line] of found.entries()) expect(iou(line.box, first.boxes[index]!)).toBeGreaterThanOrEqual(0.5)
  expect(found.every((line) => line.engine === 'tesseract' && line.extracted_text.length > 0)).toBe(true)

  // Enter confirms each line's text as read; the page's lines are then all validated.
  await field(page).focus()
  for (let line = 0; line < 3; line += 1) await page.keyboard.press('Enter')
  await expect
    .poll(async () => (await storedLines(request, first.name)).map((line) => line.status))
    .toEqual(['validated', 'validated', 'validated'])
  const validated = await storedLines(request, first.name)

  // Finding lines again asks first, naming what would be replaced; declining keeps every validated line.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
  )
  await page.getByRole('button', { name: 'Find lines on this page' }).click()
  expect(await asked).toContain('has 3 validated lines')
  await expect(page.getByRole('button', { name: 'Find lines on this page' })).toBeEnabled()
  expect(await storedLines(request, first.name)).toEqual(validated)
  await expect(ocr.banner).toHaveCount(0)

  // `Find lines` runs over the pages not yet validated (the second only), with progress, as a batch.
  await page.getByRole('button', { name: 'Find lines', exact: true }).click()
  await expect(ocr.job).toContainText('OCR finished: 1 / 1 images, 0 failed', { timeout: 20_000 })
  expect(await storedLines(request, first.name)).toEqual(validated)
  expect(
    (await storedLines(request, second.name)).map((line) => iou(line.box, second.boxes[line.index]!) >= 0.5),
  ).toEqual([true, true])
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Line 1 of 2' })).toBeVisible()

  // Export lines: the check's verdict shows on the page, and the tesstrain archive holds each validated line's text.
  await page.getByLabel('Line format').selectOption('tesstrain')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export lines' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('lines-tesstrain.zip')
  const archive = unzipSync(new Uint8Array(await readFile(await file.path())))
  const texts = Object.entries(archive)
    .filter(([path]) => path.endsWith('.gt.txt'))
    .map(([, bytes]) => strFromU8(bytes))
  // One line each, ended by one newline as tesstrain's own ground truth is.
  expect(texts).toEqual(validated.map((line) => `${line.validated_text}\n`))
  expect(Object.keys(archive).filter((path) => path.endsWith('.png'))).toHaveLength(3)
  expect(strFromU8(archive['export-report.txt']!)).toContain('Trainer-safe check of 3 lines from 1 page')
  await expect(page.getByText(/^Trainer-safe check: 3 lines/)).toBeVisible()
  await expect(page.getByText(/^Exported 3 lines/)).toBeVisible()
})
