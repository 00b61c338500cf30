import type { LineBox } from '@odia-ai/contract'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { renderOdiaPage, type RenderedPage } from './support/render-odia-page'

// The page-first viewer (issue 32, item 1) at the size the issue was found at, with the controls as they open first.
test.use({ viewport: { width: 1366, height: 768 }, controlsOpen: false })

const LINES = 30
const LONG = 12
// Line 12 runs across the page; the others are short.
const texts = Array.from({ length: LINES }, (_, index) =>
  index + 1 === LONG
    ? Array.from({ length: 4 }, () => 'ଓଡ଼ିଆ ଭାଷା ନମସ୍କାର').join(' ')
    : `ଧାଡ଼ି ${(index + 1).toLocaleString('or-IN')} ଓଡ଼ିଆ ଭାଷା`,
)

/** A tall page shaped as A4 (1240 × 1754, 150 dpi) with 30 lines, uploaded with its lines as line finding stores them. */
async function seedA4Page(page: Page): Promise<RenderedPage> {
  await page.goto('/ocr')
  const rendered = await renderOdiaPage(page, 'a4.png', texts, {
    width: 1240,
    minHeight: 1754,
    lineStep: 54,
    indent: 0,
  })
  const request = page.request
  const uploaded = await request.post('/api/ocr/upload', {
    multipart: { files: { name: rendered.name, mimeType: rendered.mimeType, buffer: rendered.buffer } },
  })
  expect(uploaded.ok()).toBe(true)
  const lines = rendered.boxes.map((box, index) => ({ box, extracted_text: texts[index]!, validated_text: '' }))
  const stored = await request.put('/api/ocr/lines', { data: { image_filename: rendered.name, lines } })
  expect(stored.ok(), await stored.text()).toBe(true)
  return rendered
}

const frameOf = (page: Page) => page.locator('.ocr-viewer__frame')
const imageOf = (page: Page) => page.locator('.ocr-viewer__image')
const field = (page: Page) => page.getByRole('textbox', { name: 'Line text' })
const lineBox = (page: Page, number: number) => page.getByRole('button', { name: new RegExp(`^Line ${number}, `) })

/** The frame's box on screen (its border aside) and an image-pixel box's, as the viewer shows the image now. */
async function geometry(page: Page) {
  const frame = (await frameOf(page).boundingBox())!
  const shown = (await imageOf(page).boundingBox())!
  const natural = await imageOf(page).evaluate((image: HTMLImageElement) => image.naturalWidth)
  const scale = shown.width / natural
  const place = ([x, y, width, height]: LineBox) => ({
    x: shown.x + x * scale,
    y: shown.y + y * scale,
    width: width * scale,
    height: height * scale,
  })
  return { frame, shown, scale, place }
}

type Rect = { x: number; y: number; width: number; height: number }
const SLACK = 1
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - SLACK &&
  inner.y >= outer.y - SLACK &&
  inner.x + inner.width <= outer.x + outer.width + SLACK &&
  inner.y + inner.height <= outer.y + outer.height + SLACK

/** The page is on the frame: inside it on an axis where it is smaller (centred), covering it where it is larger. */
async function expectPageOnFrame(page: Page) {
  const { frame, shown } = await geometry(page)
  for (const [start, length, frameStart, frameLength] of [
    [shown.x, shown.width, frame.x, frame.width],
    [shown.y, shown.height, frame.y, frame.height],
  ] as const) {
    if (length <= frameLength + SLACK) {
      expect(Math.abs(start - frameStart - (frameLength - length) / 2)).toBeLessThan(1.5)
    } else {
      expect(start).toBeLessThanOrEqual(frameStart + SLACK)
      expect(start + length).toBeGreaterThanOrEqual(frameStart + frameLength - SLACK)
    }
  }
}

async function openPage(page: Page, url = '/ocr?image=a4.png') {
  await page.goto(url)
  await expect(field(page)).toBeVisible()
  await expect
    .poll(() => imageOf(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1240)
  await expect(imageOf(page)).toBeVisible()
}

const transformOf = (image: Locator) =>
  image.evaluate((element: HTMLElement) => element.style.transform + element.style.width)

test('the page opens whole in a frame that has most of the window; zoom keeps it on the frame', async ({ page }) => {
  await seedA4Page(page)
  await openPage(page)
  const { frame, shown } = await geometry(page)
  // The whole page: its four corners inside the frame, and the frame, in the window without scrolling, most of its height.
  expect(inside(shown, frame)).toBe(true)
  expect(shown.height).toBeGreaterThan(frame.height - 2)
  expect(frame.y + frame.height).toBeLessThanOrEqual(768)
  expect(frame.height).toBeGreaterThan(768 * 0.55)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  // The controls are one row, the rest behind a toggle, which is remembered.
  const toggle = page.getByRole('button', { name: 'More controls' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('button', { name: 'Export All to CSV' })).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Export All to CSV' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Fewer controls' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Fewer controls' }).click()
  await expect(page.getByRole('button', { name: 'Export All to CSV' })).toBeHidden()

  // The wheel zooms about the pointer: the image point under it stays under it (on an axis where the page is as large
  // as the frame, from `Fit width` on), and the page stays on the frame.
  await openPage(page)
  await page.getByRole('button', { name: 'Fit width' }).click()
  const before = await geometry(page)
  const pointer = { x: before.frame.x + before.frame.width * 0.7, y: before.frame.y + before.frame.height * 0.4 }
  const imagePoint = { x: (pointer.x - before.shown.x) / before.scale, y: (pointer.y - before.shown.y) / before.scale }
  await page.mouse.move(pointer.x, pointer.y)
  for (let turn = 0; turn < 4; turn += 1) {
    await page.mouse.wheel(0, -100)
    await expectPageOnFrame(page)
  }
  const zoomed = await geometry(page)
  expect(zoomed.scale).toBeGreaterThan(before.scale * 1.5)
  expect(Math.abs(zoomed.shown.x + imagePoint.x * zoomed.scale - pointer.x)).toBeLessThan(2)
  expect(Math.abs(zoomed.shown.y + imagePoint.y * zoomed.scale - pointer.y)).toBeLessThan(2)
  // Zooming out as far as it goes comes back to the whole page, centred; the keys and buttons zoom in and out on the frame.
  for (let turn = 0; turn < 12; turn += 1) await page.mouse.wheel(0, 100)
  await expectPageOnFrame(page)
  expect(inside((await geometry(page)).shown, (await geometry(page)).frame)).toBe(true)
  await frameOf(page).focus()
  for (const key of ['+', '+', '+', 'ArrowDown', 'ArrowRight', '-', '-', '-', '-', '+']) {
    await page.keyboard.press(key)
    await expectPageOnFrame(page)
  }
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expectPageOnFrame(page)
  await page.getByRole('button', { name: 'Fit width' }).click()
  const wide = await geometry(page)
  expect(Math.abs(wide.shown.width - wide.frame.width)).toBeLessThan(1.5)
  await page.keyboard.press('Alt+KeyP')
  expect(inside((await geometry(page)).shown, (await geometry(page)).frame)).toBe(true)
})

test('the current line stays in view with its neighbours, is in the URL and comes back on reload', async ({ page }) => {
  const rendered = await seedA4Page(page)
  await openPage(page)
  // As wide as the frame, the bottom of the page is out of view.
  await page.keyboard.press('Alt+KeyW')
  expect(inside((await geometry(page)).place(rendered.boxes[24]!), (await geometry(page)).frame)).toBe(false)
  await expect(page).toHaveURL(/[?&]line=1(&|$)/)

  // Enter goes down the lines; the view follows each one with the line before and after it.
  await field(page).focus()
  for (let line = 1; line < 25; line += 1) await field(page).press('Enter')
  await expect(page.getByRole('heading', { name: 'Line 25 of 30' })).toBeVisible()
  const at25 = await geometry(page)
  for (const index of [23, 24, 25])
    expect(inside(at25.place(rendered.boxes[index]!), at25.frame), `line ${index + 1}`).toBe(true)
  await expect(lineBox(page, 25)).toHaveAttribute('aria-current', 'true')

  // A line already in view does not move the page.
  const still = await transformOf(imageOf(page))
  await field(page).press('Shift+Enter')
  await expect(page.getByRole('heading', { name: 'Line 24 of 30' })).toBeVisible()
  expect(await transformOf(imageOf(page))).toBe(still)
  await page.getByRole('button', { name: 'Next line' }).click()
  await expect(page).toHaveURL(/[?&]image=a4\.png&line=25$/)

  // A reload comes back to line 25, its box on the frame.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Line 25 of 30' })).toBeVisible()
  await expect(field(page)).toHaveValue(texts[24]!)
  await expect
    .poll(() => imageOf(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1240)
  const reloaded = await geometry(page)
  expect(inside(reloaded.place(rendered.boxes[24]!), reloaded.frame)).toBe(true)
})

test('a long line’s crop is scaled down to the editor’s width, keeping its shape', async ({ page }) => {
  const rendered = await seedA4Page(page)
  await openPage(page, `/ocr?image=a4.png&line=${LONG}`)
  await expect(page.getByRole('heading', { name: `Line ${LONG} of 30` })).toBeVisible()
  const crop = page.getByRole('img', { name: `Line ${LONG} as scanned` })
  const editor = page.getByRole('region', { name: 'Line editor' })
  const [shown, room] = [(await crop.boundingBox())!, (await editor.boundingBox())!]
  const [, , width, height] = rendered.boxes[LONG - 1]!
  // Wider than the editor at its natural size, it is drawn within it, nothing to scroll sideways, as tall for its width.
  expect(width).toBeGreaterThan(room.width)
  expect(shown.x).toBeGreaterThanOrEqual(room.x)
  expect(shown.x + shown.width).toBeLessThanOrEqual(room.x + room.width + SLACK)
  expect(Math.abs(shown.width / shown.height - width / height)).toBeLessThan(0.05 * (width / height))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)
  const overflow = await crop.evaluate(
    (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
