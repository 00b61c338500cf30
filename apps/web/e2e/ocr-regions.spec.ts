import { readFile } from 'node:fs/promises'
import type { LineBox, LinePoint, OcrLine } from '@odia-ai/contract'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { expect, test } from './support/fresh-server-test'
import { renderOdiaPage } from './support/render-odia-page'

// Issue 32, item 2: outlines, baselines and regions edited on the page and carried through PAGE XML, at the size the
// issue was found at.
test.use({ viewport: { width: 1366, height: 768 } })

const TEXTS = ['ଓଡ଼ିଆ ଭାଷା', 'କା କେ', 'ନମସ୍କାର ବନ୍ଧୁ', 'ଧାଡ଼ି ଚାରି']

/** A box's baseline where the letters stand (three quarters down), and an outline of five points round it. */
const baselineOf = ([x, y, width, height]: LineBox): LinePoint[] => [
  [x, y + Math.round(height * 0.75)],
  [x + width, y + Math.round(height * 0.75)],
]
const outlineOf = ([x, y, width, height]: LineBox): LinePoint[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x + Math.round(width / 2), y + height],
  [x, y + height],
]

const inProject = (path: string, project?: number) => (project ? `${path}?project=${project}` : path)

const storedLines = async (request: APIRequestContext, name: string, project?: number): Promise<OcrLine[]> => {
  const url = `/api/ocr/lines?image_filename=${encodeURIComponent(name)}${project ? `&project=${project}` : ''}`
  return ((await (await request.get(url)).json()) as { lines: OcrLine[] }).lines
}

/** What PAGE XML carries of a line: its box, outline, baseline, region and text. */
const shapes = (lines: OcrLine[]) =>
  lines.map(({ box, polygon, baseline, region, extracted_text }) => ({
    box,
    polygon,
    baseline,
    region: region ?? 0,
    extracted_text,
  }))

const lineBox = (page: Page, number: number) => page.getByRole('button', { name: new RegExp(`^Line ${number}, `) })
const point = (page: Page, line: number, kind: 'polygon' | 'baseline', at: number) =>
  page.locator(`[data-line-point="${line - 1}-${kind}-${at}"]`)
const regionSelect = (page: Page) => page.getByRole('combobox', { name: 'Region' })

/** The middle of an element on screen. */
async function centre(element: Locator) {
  const { x, y, width, height } = (await element.boundingBox())!
  return { x: x + width / 2, y: y + height / 2 }
}

/** Drags with the mouse from the middle of `element` by (dx, dy) screen pixels. */
async function dragBy(page: Page, element: Locator, dx: number, dy: number) {
  const from = await centre(element)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 })
  await page.mouse.up()
}

/** Screen pixels per image pixel, as the viewer shows the image now. */
const scaleOf = (page: Page) =>
  page
    .locator('.ocr-viewer__image')
    .evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width / image.naturalWidth)

test('points dragged, added and removed and two regions survive PAGE XML export and import into another project', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  // A page of four lines, each with a baseline and the first with an outline of five points, as line finding stores them.
  await page.goto('/ocr')
  const rendered = await renderOdiaPage(page, 'ପୃଷ୍ଠା.png', TEXTS)
  const upload = (project?: number) =>
    request.post(inProject('/api/ocr/upload', project), {
      multipart: { files: { name: rendered.name, mimeType: rendered.mimeType, buffer: rendered.buffer } },
    })
  expect((await upload()).ok()).toBe(true)
  const seeded = rendered.boxes.map((box, index) => ({
    box,
    baseline: baselineOf(box),
    ...(index === 0 ? { polygon: outlineOf(box) } : {}),
    extracted_text: TEXTS[index]!,
    validated_text: '',
  }))
  expect((await request.put('/api/ocr/lines', { data: { image_filename: rendered.name, lines: seeded } })).ok()).toBe(
    true,
  )
  await page.goto('/ocr')
  await expect(page.getByRole('heading', { name: 'Line 1 of 4' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Region 1: lines 1–4' })).toBeVisible()
  const scale = await scaleOf(page)
  const [x, y, width, height] = rendered.boxes[0]!
  const baseY = y + Math.round(height * 0.75)

  // The baseline's right end dragged up 6 image pixels, the outline's first corner up and left by 5.
  await dragBy(page, point(page, 1, 'baseline', 1), 0, -6 * scale)
  await expect
    .poll(async () => (await storedLines(request, rendered.name))[0]!.baseline)
    .not.toEqual(seeded[0]!.baseline)
  await dragBy(page, point(page, 1, 'polygon', 0), -5 * scale, -5 * scale)
  await expect.poll(async () => (await storedLines(request, rendered.name))[0]!.polygon![0]).not.toEqual([x, y])
  // A double click on the baseline's middle adds a point there; a right click on the outline's fourth point removes it.
  const [left, right] = [await centre(point(page, 1, 'baseline', 0)), await centre(point(page, 1, 'baseline', 1))]
  await page.mouse.dblclick((left.x + right.x) / 2, (left.y + right.y) / 2)
  await expect(point(page, 1, 'baseline', 2)).toHaveAccessibleName(/^Line 1, baseline point 3 of 3 at /)
  await point(page, 1, 'polygon', 3).click({ button: 'right' })
  await expect(point(page, 1, 'polygon', 3)).toHaveAccessibleName(/^Line 1, outline point 4 of 4 at /)

  // Saved (shortly after the last edit), each as dragged, within a pixel of the mouse's rounding.
  await expect.poll(async () => (await storedLines(request, rendered.name))[0]!.polygon?.length).toBe(4)
  const [edited] = await storedLines(request, rendered.name)
  const near = (value: number, expected: number) => Math.abs(value - expected) <= 1
  const [baseline, outline] = [edited!.baseline!, edited!.polygon!]
  expect(baseline).toHaveLength(3)
  expect(near(baseline[0]![1], baseY) && near(baseline[2]![0], x + width) && near(baseline[2]![1], baseY - 6)).toBe(
    true,
  )
  expect(near(baseline[1]![0], x + width / 2) && near(baseline[1]![1], baseY - 3)).toBe(true)
  expect(near(outline[0]![0], x - 5) && near(outline[0]![1], y - 5)).toBe(true)
  expect(outline.slice(1)).toEqual([
    outlineOf(rendered.boxes[0]!)[1],
    outlineOf(rendered.boxes[0]!)[2],
    [x, y + height],
  ])
  // The box is the outline's bounds.
  expect(edited!.box).toEqual([outline[0]![0], outline[0]![1], x + width - outline[0]![0], y + height - outline[0]![1]])

  // Lines 4 and 3 go to a second region: 4 by the Region select's `New region`, 3 into it from the keyboard, where it
  // takes its place above line 4 by its height on the page.
  await lineBox(page, 4).click()
  await regionSelect(page).selectOption({ label: 'New region' })
  await expect(page.getByRole('img', { name: 'Region 2: lines 4–4' })).toBeVisible()
  await lineBox(page, 3).click()
  await regionSelect(page).focus()
  await page.keyboard.press('ArrowDown')
  await expect(regionSelect(page)).toHaveValue('1')
  await expect(page.getByRole('heading', { name: 'Line 3 of 4' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Region 1: lines 1–2' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Region 2: lines 3–4' })).toBeVisible()
  await expect
    .poll(async () => (await storedLines(request, rendered.name)).map((line) => line.region ?? 0))
    .toEqual([0, 0, 1, 1])
  const original = shapes(await storedLines(request, rendered.name))

  // The page's export control writes PAGE XML: two TextRegions, named in that order in the ReadingOrder.
  await page.getByLabel('Line format').selectOption('page-xml')
  await page.getByRole('checkbox', { name: 'Only validated lines' }).uncheck()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export lines' }).click()
  const file = await download
  const zipBytes = await readFile(await file.path())
  const archive = unzipSync(new Uint8Array(zipBytes))
  const xml = strFromU8(Object.entries(archive).find(([path]) => path.endsWith('.xml'))![1])
  expect([...xml.matchAll(/<RegionRefIndexed index="(\d)" regionRef="(r\d)"\/>/g)].map((ref) => ref.slice(1))).toEqual([
    ['0', 'r1'],
    ['1', 'r2'],
  ])
  expect([...xml.matchAll(/<TextRegion id="(r\d)"/g)].map((region) => region[1])).toEqual(['r1', 'r2'])
  expect(xml).toContain(`<Baseline points="${baseline.map((at) => at.join(',')).join(' ')}"/>`)

  // Into another project holding the same image: `Load PAGE XML` takes the archive as downloaded.
  const created = await request.post('/api/projects', { data: { name: 'Copy' } })
  const project = ((await created.json()) as { id: number }).id
  expect((await upload(project)).ok()).toBe(true)
  await page.goto(`/ocr?project=${project}`)
  await page.getByRole('heading', { name: 'Odia OCR Annotation Tool' }).waitFor()
  const imported = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/ocr/import')
  await page
    .getByLabel('Load PAGE XML')
    .setInputFiles({ name: file.suggestedFilename(), mimeType: 'application/zip', buffer: zipBytes })
  const answer = await imported
  expect(answer.ok(), await answer.text()).toBe(true)
  expect(shapes(await storedLines(request, rendered.name, project))).toEqual(original)

  // Opened, the page shows them: the two regions, and the first line's three baseline and four outline points.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Line 1 of 4' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Region 1: lines 1–2' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Region 2: lines 3–4' })).toBeVisible()
  const [bx, by] = baseline[2]!
  await expect(point(page, 1, 'baseline', 2)).toHaveAccessibleName(`Line 1, baseline point 3 of 3 at ${bx}, ${by}`)
  await expect(point(page, 1, 'polygon', 3)).toHaveAccessibleName(/^Line 1, outline point 4 of 4 at /)

  // A line drawn between lines 3 and 4 is numbered by its place: line 4, in the second region.
  const [third, fourth] = [(await lineBox(page, 3).boundingBox())!, (await lineBox(page, 4).boundingBox())!]
  const gap = { top: third.y + third.height, bottom: fourth.y }
  expect(gap.bottom - gap.top).toBeGreaterThan(12)
  await page.getByRole('button', { name: 'Add line' }).click()
  await page.mouse.move(third.x + 4, gap.top + 3)
  await page.mouse.down()
  await page.mouse.move(third.x + 160, gap.bottom - 3, { steps: 4 })
  await page.mouse.up()
  await expect(page.getByRole('heading', { name: 'Line 4 of 5' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Region 2: lines 3–5' })).toBeVisible()
  await expect
    .poll(async () => (await storedLines(request, rendered.name, project)).map((line) => line.extracted_text))
    .toEqual([TEXTS[0], TEXTS[1], TEXTS[2], '', TEXTS[3]])
  expect((await storedLines(request, rendered.name, project)).map((line) => line.region ?? 0)).toEqual([0, 0, 1, 1, 1])
  await page.screenshot({ path: test.info().outputPath('ocr-regions-1366x768.png') })
})
