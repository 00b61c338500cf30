import { createCanvas, loadImage } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'
import {
  defaultChoices,
  lineCropRect,
  PageLayout,
  PageRenderer,
  type PageOptions,
  type PageTask,
  type Skip,
} from '../../src/index'
import { decodeGray, styleSet } from '../helpers'

/** Paragraphs with top vowel signs, candrabindu, subscripts and below-base forms: what a box cuts first. */
const WORDS = [
  'ଁକିଁ',
  'ଶ୍ରୀ',
  'ଈଶ୍ୱର',
  'ଙ୍କୁ',
  'ଦ୍ଧ୍ୟ',
  'ସ୍ତ୍ରୀ',
  'କ୍ଷୁଦ୍ର',
  'ଋଷି',
  'ର୍ଜ୍ଜୀ',
  'ଷ୍ଟ୍ରେ',
  'ଦ୍ୱୈତ',
  'ୟୌ',
  'ଓଡ଼ିଆ',
  'ଭାଷା',
  '।',
  '୧୨୩',
]
const PARAGRAPHS = Array.from({ length: 12 }, (_, index) =>
  Array.from({ length: 8 + ((index * 7) % 30) }, (_, word) => WORDS[(index * 5 + word * 3) % WORDS.length]).join(' '),
)

function layOut(options: Partial<PageOptions>, seed = 3, texts = PARAGRAPHS): { pages: PageTask[]; skipped: Skip[] } {
  const skipped: Skip[] = []
  const set = styleSet()
  const layout = new PageLayout(set, defaultChoices('page', set.styles, seed))
  const pages = [
    ...layout.pages(texts, { columns: 1, rotation: false, scanLook: false, ...options }, (skip) => skipped.push(skip)),
  ]
  return { pages, skipped }
}

/** The bounding box of every pixel darker than paper on a decoded white page (its RGBA words read at once: 8.7 M pixels). */
async function inkBox(bytes: Uint8Array): Promise<[number, number, number, number]> {
  const image = await loadImage(Buffer.from(bytes))
  const canvas = createCanvas(image.width, image.height)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(image, 0, 0)
  const { data } = ctx.getImageData(0, 0, image.width, image.height)
  const words = new Uint32Array(data.buffer, data.byteOffset, image.width * image.height)
  const { width, height } = image
  let [minX, minY, maxX, maxY] = [width, height, -1, -1]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (words[y * width + x] === 0xffffffff) continue
      ;[minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)]
    }
  }
  return [minX, minY, maxX - minX + 1, maxY - minY + 1]
}

/** Lines to check one by one (a page takes a moment to draw): the first, one in the middle and the last. */
const sample = (task: PageTask) => [0, Math.floor(task.lines.length / 2), task.lines.length - 1]

describe('page layout', () => {
  it('flows each paragraph into lines that hold its words exactly once, in order; the same seed lays out the same pages', () => {
    const { pages, skipped } = layOut({ columns: 2 })
    expect(skipped).toEqual([])
    const lines = pages.flatMap((page) => page.lines)
    PARAGRAPHS.forEach((paragraph, index) => {
      expect(
        lines
          .filter((line) => line.paragraph === index)
          .map((line) => line.text)
          .join(' '),
      ).toBe(paragraph)
    })
    expect(layOut({ columns: 2 }).pages).toEqual(pages)
    expect(layOut({ columns: 2 }, 4).pages).not.toEqual(pages)
  })

  it('puts two columns into two ranges of x, the left one read first', () => {
    const { pages } = layOut({ columns: 2 })
    const [page] = pages
    const middle = page!.width / 2
    const columns = page!.lines.map((line) => (line.x < middle ? 'left' : 'right'))
    expect(columns).toContain('right')
    expect(columns.indexOf('right')).toBeGreaterThan(0)
    expect(columns.slice(columns.indexOf('right'))).not.toContain('left')
  })

  it('reports a paragraph no font can draw instead of drawing it', () => {
    const { pages, skipped } = layOut({}, 3, ['ଓଡ଼ିଆ ଭାଷା', 'ଓଡ଼ିଆ \u0D15 ଭାଷା'])
    expect(pages.flatMap((page) => page.lines.map((line) => line.text))).toEqual(['ଓଡ଼ିଆ ଭାଷା'])
    expect(skipped).toHaveLength(1)
    expect(skipped[0]!.reason).toMatch(/^no font draws every character/)
  })
})

describe('PageRenderer', () => {
  const renderer = new PageRenderer(styleSet().styles)

  it('gives each line the box of its drawn ink: the line drawn alone has no ink outside it, and ink on each edge', async () => {
    const [task] = layOut({ columns: 2 }).pages
    const page = renderer.render(task!)
    expect(page.lines).toHaveLength(task!.lines.length)
    for (const index of sample(task!)) {
      const alone = renderer.render({ ...task!, lines: [task!.lines[index]!] })
      expect(alone.lines[0]!.box).toEqual(page.lines[index]!.box)
      expect(await inkBox(alone.data)).toEqual(page.lines[index]!.box)
    }
  })

  it("cuts each line's crop from the page: its box and margin, pixel for pixel", async () => {
    const [task] = layOut({}).pages
    const page = renderer.render(task!)
    const decoded = await decodeGray(page.data)
    for (const index of sample(task!)) {
      const rect = lineCropRect(page.lines[index]!.box, page.width, page.height)
      const crop = await decodeGray(page.crops[index]!)
      expect([crop.width, crop.height]).toEqual([rect.width, rect.height])
      for (let y = 0; y < rect.height; y += 3) {
        for (let x = 0; x < rect.width; x += 3) expect(crop.gray(x, y)).toBe(decoded.gray(rect.left + x, rect.top + y))
      }
    }
  })

  it('on a turned page, outlines the ink with the turned rectangle: all of a line drawn alone lies within it', async () => {
    const [task] = layOut({ rotation: true }).pages
    expect(task!.rotation).not.toBe(0)
    const page = renderer.render(task!)
    const angle = (-task!.rotation * Math.PI) / 180
    for (const index of sample(task!)) {
      const { outline, box } = page.lines[index]!
      expect(outline).toHaveLength(4)
      // Turned, the outline is no upright rectangle; its bounding box is the line's box.
      expect(new Set(outline!.map(([x]) => x)).size).toBe(4)
      expect(box).toEqual([
        Math.min(...outline!.map(([x]) => x)),
        Math.min(...outline!.map(([, y]) => y)),
        Math.max(...outline!.map(([x]) => x)) - box[0],
        Math.max(...outline!.map(([, y]) => y)) - box[1],
      ])
      const alone = await decodeGray(renderer.render({ ...task!, lines: [task!.lines[index]!] }).data)
      // Each ink pixel turned back upright lies inside the upright outline, within anti-aliasing's reach (1.5 px).
      const [[left, top], , [right, bottom]] = outline!.map(([x, y]) =>
        turnBack(x, y, angle, page.width, page.height),
      ) as [[number, number], [number, number], [number, number], [number, number]]
      let inked = 0
      for (let y = box[1] - 4; y < box[1] + box[3] + 4; y++) {
        for (let x = box[0] - 4; x < box[0] + box[2] + 4; x++) {
          if (alone.gray(x, y) === 255) continue
          inked += 1
          const [ux, uy] = turnBack(x + 0.5, y + 0.5, angle, page.width, page.height)
          expect(ux).toBeGreaterThan(left - 1.5)
          expect(ux).toBeLessThan(right + 1.5)
          expect(uy).toBeGreaterThan(top - 1.5)
          expect(uy).toBeLessThan(bottom + 1.5)
        }
      }
      expect(inked).toBeGreaterThan(100)
    }
  })

  it('renders the same page to the same bytes, crops too, with or without the scan look', () => {
    for (const options of [{}, { rotation: true, scanLook: true }]) {
      const [task] = layOut(options).pages
      const [a, b] = [renderer.render(task!), new PageRenderer(styleSet().styles).render(task!)]
      expect(a.ext).toBe('scanLook' in options ? 'jpg' : 'png')
      expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true)
      expect(a.crops.every((crop, index) => Buffer.from(crop).equals(Buffer.from(b.crops[index]!)))).toBe(true)
    }
  })
})

/** A point of the page turned back by `angle` radians about the page's centre. */
function turnBack(x: number, y: number, angle: number, width: number, height: number): [number, number] {
  const [cx, cy] = [width / 2, height / 2]
  return [
    cx + (x - cx) * Math.cos(angle) - (y - cy) * Math.sin(angle),
    cy + (x - cx) * Math.sin(angle) + (y - cy) * Math.cos(angle),
  ]
}
