import type { OcrLine } from '@odia-ai/contract'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPage, type RenderedPage } from './support/render-odia-page'

/** Each line's text, and the INSCRIPT keys that type it. */
const LINES: Array<{ text: string; keys: string[] }> = [
  { text: 'କା କେ ସ', keys: ['KeyK', 'KeyE', 'Space', 'KeyK', 'KeyS', 'Space', 'KeyM'] },
  { text: 'ସ କା', keys: ['KeyM', 'Space', 'KeyK', 'KeyE'] },
  { text: 'କେ୧୦', keys: ['KeyK', 'KeyS', 'Digit1', 'Digit0'] },
]
const TEXTS = LINES.map((line) => line.text)
/** What an engine read on the second page: its first line already validated, the other two wrong. */
const READ = ['କା କେ ସ', 'ସ କ', 'କ୧୦']

const field = (page: Page) => page.getByRole('textbox', { name: 'Line text' })
const lineHeading = (page: Page, line: number, of: number) =>
  page.getByRole('heading', { name: `Line ${line} of ${of}` })
const lineBox = (page: Page, line: number) => page.getByRole('button', { name: new RegExp(`^Line ${line}, `) })

const storedLines = async (request: APIRequestContext, name: string): Promise<OcrLine[]> =>
  (await (await request.get(`/api/ocr/lines?image_filename=${encodeURIComponent(name)}`)).json()).lines

async function upload(request: APIRequestContext, rendered: RenderedPage) {
  const { name, mimeType, buffer } = rendered
  expect((await request.post('/api/ocr/upload', { multipart: { files: { name, mimeType, buffer } } })).ok()).toBe(true)
}

/** A page whose lines an engine read (`READ`), the first validated by a person. */
async function seedReadPage(page: Page, request: APIRequestContext, name: string): Promise<RenderedPage> {
  const rendered = await renderOdiaPage(page, name, TEXTS)
  await upload(request, rendered)
  const lines = rendered.boxes.map((box, index) => ({
    box,
    extracted_text: READ[index]!,
    validated_text: index === 0 ? TEXTS[0]! : '',
  }))
  expect((await request.put('/api/ocr/lines', { data: { image_filename: name, lines } })).ok()).toBe(true)
  return rendered
}

/** Presses keys one after the other, counting them. */
function keyCounter(page: Page) {
  const counter = {
    presses: 0,
    async press(...keys: string[]) {
      for (const key of keys) {
        await page.keyboard.press(key)
        counter.presses += 1
      }
    },
  }
  return counter
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
})

test('a page found, corrected line by line and saved, then the next page, with the keyboard alone and no Tab hunt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const ocr = ocrPage(page)
  await ocr.open()
  const first = await renderOdiaPage(page, 'page-1.png', TEXTS)
  await upload(request, first)
  await seedReadPage(page, request, 'page-2.png')
  // Tesseract reads offline; the browser remembers the engine chosen on an earlier day.
  await page.evaluate(() => localStorage.setItem('odia-ai-tools:ocr-engine', 'tesseract'))
  await page.goto('/ocr?image=page-1.png')
  await expect(ocr.picker).toHaveText('page-1.png')

  // From here on nothing is clicked, and every key is counted.
  const keys = keyCounter(page)
  await keys.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to the editor' })).toBeFocused()
  await keys.press('Enter')
  await expect(ocr.editor).toBeFocused()

  // Alt+L finds the page's lines; the keyboard is then in the first line's field.
  await keys.press('Alt+KeyL')
  await expect(lineHeading(page, 1, 3)).toBeVisible({ timeout: 30_000 })
  await expect(field(page)).toBeFocused()
  expect(await storedLines(request, first.name)).toHaveLength(3)
  for (const line of LINES) await keys.press('Control+A', ...line.keys, 'Enter')
  await keys.press('Control+S')
  await expect
    .poll(async () => (await storedLines(request, first.name)).map((line) => line.validated_text))
    .toEqual(TEXTS)

  // Alt+N opens the next page to do, in the field of its first line that needs work (its second).
  await keys.press('Alt+KeyN')
  await expect(ocr.picker).toHaveText('page-2.png')
  await expect(lineHeading(page, 2, 3)).toBeVisible()
  await expect(field(page)).toBeFocused()
  await expect(field(page)).toHaveValue(READ[1]!)
  for (const line of LINES.slice(1)) await keys.press('Control+A', ...line.keys, 'Enter')
  await keys.press('Control+S')
  await expect
    .poll(async () => (await storedLines(request, 'page-2.png')).map((line) => line.validated_text))
    .toEqual(TEXTS)

  // The keys that type the five lines' text, two a line (Ctrl+A, Enter), and six to get around two pages: Tab and
  // Enter to the editor, Alt+L, Ctrl+S, Alt+N, Ctrl+S. Before the skip link it took 42 Tabs to reach the editor alone.
  const typed = [...LINES, ...LINES.slice(1)].reduce((sum, line) => sum + line.keys.length, 0)
  test.info().annotations.push({ type: 'key presses', description: `${keys.presses} (${typed} typing text)` })
  expect(keys.presses).toBeLessThanOrEqual(typed + 2 * 5 + 6)
})

test('Escape leaves a line field for its box: arrows move it, Shift+arrows resize it, Enter comes back', async ({
  page,
  request,
}) => {
  const rendered = await seedReadPage(page, request, 'page.png')
  await page.goto('/ocr?image=page.png')
  await expect(lineHeading(page, 1, 3)).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(field(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(lineHeading(page, 2, 3)).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(lineBox(page, 2)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Shift+ArrowRight')
  await page.keyboard.press('Shift+ArrowRight')
  const [x, y, width, height] = rendered.boxes[1]!
  await expect.poll(async () => (await storedLines(request, 'page.png'))[1]!.box).toEqual([x, y + 1, width + 2, height])
  await page.keyboard.press('Enter')
  await expect(field(page)).toBeFocused()
  await expect(lineHeading(page, 2, 3)).toBeVisible()

  // Escape, then Shift+Tab: out of the field and away, not into the previous line.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Shift+Tab')
  await expect(field(page)).not.toBeFocused()
  await expect(lineHeading(page, 2, 3)).toBeVisible()
})

test('? lists every key, the INSCRIPT toggle among them; Alt+K turns INSCRIPT off and on', async ({
  page,
  request,
}) => {
  await seedReadPage(page, request, 'page.png')
  await page.goto('/ocr?image=page.png')
  await expect(lineHeading(page, 1, 3)).toBeVisible()
  const opener = page.getByRole('button', { name: 'Save line' })
  await opener.focus()

  await page.keyboard.press('Shift+Slash')
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(list).toBeVisible()
  await expect(list.getByRole('row', { name: 'Alt+K turn the INSCRIPT keyboard on or off' })).toBeVisible()
  await expect(list.getByRole('row', { name: /^Escape leave the field/ })).toBeVisible()
  // The focus stays in the dialog, whichever way Tab goes.
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await list.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(opener).toBeFocused()

  // In a text field `?` is typed, not taken.
  const toggle = page.getByRole('checkbox', { name: /^Enable Odiya INSCRIPT Keyboard/ })
  await expect(toggle).toHaveAttribute('aria-keyshortcuts', 'Alt+K')
  await field(page).focus()
  await page.keyboard.press('Alt+KeyK')
  await expect(toggle).not.toBeChecked()
  await expect(page.getByRole('status').filter({ hasText: /^INSCRIPT off/ })).toBeVisible()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('k?')
  await expect(field(page)).toHaveValue('k?')
  await expect(list).toBeHidden()
  await page.keyboard.press('Alt+KeyK')
  await expect(toggle).toBeChecked()
  await page.keyboard.press('KeyK')
  await expect(field(page)).toHaveValue('k?କ')
})

test('the virtual keyboard’s Backspace, arrows and Enter act on the field it types into', async ({ page, request }) => {
  await seedReadPage(page, request, 'page.png')
  await page.goto('/ocr?image=page.png')
  await expect(lineHeading(page, 1, 3)).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(field(page)).toHaveValue(READ[1]!)

  // ସ କ → ସ କା: the caret to the end, ା typed, a stray key typed and taken back.
  const virtual = page.getByRole('region', { name: 'Virtual Keyboard' })
  await page.keyboard.press('Home')
  await virtual.getByRole('button', { name: 'Caret right' }).click()
  await expect.poll(() => field(page).evaluate((area: HTMLTextAreaElement) => area.selectionStart)).toBe(1)
  await page.keyboard.press('End')
  await virtual.getByRole('button', { name: /\(e\)$/ }).click()
  await virtual.getByRole('button', { name: /\(k\)$/ }).click()
  await expect(field(page)).toHaveValue('ସ କାକ')
  await virtual.getByRole('button', { name: 'Backspace' }).click()
  await expect(field(page)).toHaveValue(TEXTS[1]!)
  await expect(field(page)).toBeFocused()

  // Enter in a line's field saves the line and goes to the next, as the physical key does.
  await virtual.getByRole('button', { name: 'Enter' }).click()
  await expect(lineHeading(page, 3, 3)).toBeVisible()
  await expect.poll(async () => (await storedLines(request, 'page.png'))[1]!.validated_text).toBe(TEXTS[1])
})
