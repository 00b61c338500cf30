import type { Page } from '@playwright/test'
import type { Figure } from './figures'

const OPENS = 20
const ENTERS = 20
/** Zoomed this far, a line of the seed's A4 page and its neighbours are taller than the frame: each Enter scrolls. */
const ZOOM_KEYS = 14

/**
 * Issue 32's viewer figures on the seed's A4 page (`page`, the project's last image, after `before`): opening it fitted
 * whole with its lines drawn, and the view following the current line after Enter when that line is out of view.
 */
export async function measurePageViewer(page: Page, before: string, name: string, push: (figure: Figure) => void) {
  await page.goto(`/ocr?image=${before}`)
  await page.getByRole('textbox', { name: 'Validated text' }).waitFor()
  const opens: number[] = []
  for (let open = 0; open < OPENS; open += 1) {
    opens.push(await page.evaluate((move) => window.bench.timePageOpen(move), { button: 'Next', name }))
    await page.getByRole('button', { name: 'Previous', exact: true }).click()
    await page.getByRole('textbox', { name: 'Validated text' }).waitFor()
  }
  push({ name: 'Page fitted and drawn after opening an A4 300-dpi image', samples: opens, targetMs: 150 })

  await page.goto(`/ocr?image=${name}&line=1`)
  const field = page.getByRole('textbox', { name: 'Line text' })
  await field.waitFor()
  await page.locator('.ocr-viewer__image[style*="width"]').waitFor()
  const frame = page.getByRole('group', { name: /^Image: drag/ })
  await frame.focus()
  for (let key = 0; key < ZOOM_KEYS; key += 1) await page.keyboard.press('+')
  await field.focus()
  const scrolls: number[] = []
  for (let enter = 0; enter < ENTERS; enter += 1) {
    await page.evaluate(() => window.bench.armLineScrollTimer())
    await page.keyboard.press('Enter')
    scrolls.push(await page.evaluate(() => window.bench.awaitPending()))
  }
  push({ name: 'The current line scrolled into view after Enter', samples: scrolls, targetMs: 50 })
}
