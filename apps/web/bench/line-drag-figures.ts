import { getLines, putLines, type LinesResponse } from '@odia-ai/contract'
import type { Page } from '@playwright/test'
import { summarize, type Figure } from './figures'

const MOVES = 60
/** A person's drag sends a move about every frame. */
const MOVE_GAP_MS = 16
const POINT = '[data-line-point="0-baseline-1"]'

/**
 * Issue 32's drag figure on the seed's A4 page of 30 lines (`name`), each given a baseline as line finding stores
 * them: a pointer move → the dragged point of line 1's baseline drawn where it goes. Beside it, the machine's floor: the
 * same moves and timer on a bare SVG point moved by one listener, outside the app.
 */
export async function measureBaselineDrag(page: Page, baseUrl: string, name: string, push: (figure: Figure) => void) {
  const query = `?image_filename=${encodeURIComponent(name)}`
  const { lines } = (await (await fetch(new URL(getLines.url + query, baseUrl))).json()) as LinesResponse
  const withBaselines = lines.map(({ box: [x, y, width, height], box, extracted_text, validated_text }) => ({
    box,
    baseline: [
      [x, y + Math.round(height * 0.8)],
      [x + width, y + Math.round(height * 0.8)],
    ],
    extracted_text,
    validated_text,
  }))
  const stored = await fetch(new URL(putLines.url, baseUrl), {
    method: putLines.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ image_filename: name, lines: withBaselines }),
  })
  if (!stored.ok) throw new Error(`Giving ${name}'s lines baselines failed: ${await stored.text()}`)

  await page.goto(`/ocr?image=${name}&line=1`)
  await page.getByRole('textbox', { name: 'Line text' }).waitFor()
  await page.locator('.ocr-viewer__image[style*="width"]').waitFor()

  /** Presses the point at `selector` and moves it down in small zigzags, as a hand does, each move timed. */
  const drag = async (selector: string) => {
    await page.evaluate((selector) => window.bench.recordPointMoves(selector), selector)
    const { x, y, width, height } = (await page.locator(selector).boundingBox())!
    const [fromX, fromY] = [x + width / 2, y + height / 2]
    await page.mouse.move(fromX, fromY)
    await page.mouse.down()
    for (let move = 1; move <= MOVES; move += 1) {
      await page.mouse.move(fromX + (move % 2 ? 3 : -3), fromY + move)
      await page.waitForTimeout(MOVE_GAP_MS)
    }
    await page.mouse.up()
    return page.evaluate(() => window.bench.pointMoveTimes())
  }

  push({ name: 'Dragging a baseline point: a move → the point drawn there', samples: await drag(POINT), targetMs: 16 })

  await page.evaluate(() => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    svg.id = 'bench-floor-drag'
    // Styled through the CSSOM: the server's Content-Security-Policy refuses style attributes.
    Object.assign(svg.style, { position: 'fixed', left: '0', top: '0', width: '400px', height: '400px', zIndex: '10' })
    const point = document.createElementNS('http://www.w3.org/2000/svg', 'circle')
    Object.entries({ cx: '100', cy: '100', r: '5' }).forEach(([key, value]) => point.setAttribute(key, value))
    svg.append(point)
    svg.addEventListener('pointerdown', (event) => svg.setPointerCapture(event.pointerId))
    svg.addEventListener('pointermove', (event) => {
      point.setAttribute('cx', String(event.clientX))
      point.setAttribute('cy', String(event.clientY))
    })
    document.body.append(svg)
  })
  const floor = await drag('#bench-floor-drag circle')
  await page.evaluate(() => document.getElementById('bench-floor-drag')!.remove())
  const { line } = summarize({
    name: 'Reference, no app code: a move → a bare SVG point drawn there',
    samples: floor,
    targetMs: 16,
  })
  console.log(`  ${line}`)
}
