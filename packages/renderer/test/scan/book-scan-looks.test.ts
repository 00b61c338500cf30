import { describe, expect, it } from 'vitest'
import type { BookScanLooks } from '../../src/scan/book-scan-looks'
import { defaultChoices, LineRenderer, planText, type Variant } from '../../src/index'
import { decodeGray, styleSet } from '../helpers'

const TEXT = 'ଓଡ଼ିଶା ଭାରତର ଏକ ରାଜ୍ୟ। ଶ୍ରୀ'
const renderer = () => new LineRenderer(styleSet().styles)

/** Black on white with no other degradation, so each look's own change shows; JPEG at top quality. */
function plainVariant(book: BookScanLooks): Variant {
  const planned = planText(
    'ultra-realistic',
    TEXT,
    0,
    defaultChoices('ultra-realistic', styleSet().styles, 1),
    styleSet(),
  ).variants[0]!
  const look = {
    ...planned.look!,
    paper: '#ffffff',
    ink: '#000000',
    texture: 0,
    grain: 0,
    thickness: 0,
    rotation: 0,
    shear: 0,
    perspective: 0,
    blur: 0,
    light: 0,
    downscale: 1,
    jpegQuality: 100,
    book,
  }
  return { ...planned, style: 'Noto Sans Oriya 400', size: 48, look }
}

const draw = async (book: BookScanLooks) =>
  decodeGray(renderer().render({ text: TEXT, variant: plainVariant(book) }).data)
type Image = Awaited<ReturnType<typeof draw>>

/** Summed darkness (255 − gray) of the pixels where `where` holds. */
function ink(image: Image, where: (x: number, y: number) => boolean = () => true): number {
  let total = 0
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) if (where(x, y)) total += 255 - image.gray(x, y)
  return total
}

/** Pixels that differ from the plain image by more than `by` gray levels, with a predicate on the two values. */
function changed(plain: Image, image: Image, test: (before: number, after: number) => boolean): number {
  let count = 0
  for (let y = 0; y < plain.height; y++)
    for (let x = 0; x < plain.width; x++) if (test(plain.gray(x, y), image.gray(x, y))) count++
  return count
}

describe('book-scan looks', () => {
  it('bleed-through adds faint ink, mirrored, where the paper was white', async () => {
    const [plain, bled] = [await draw({}), await draw({ bleedThrough: { opacity: 0.2, offset: 0 } })]
    // Paper that turns faintly gray (never dark): the back page's text, not this line's.
    expect(changed(plain, bled, (before, after) => before > 250 && after < 245 && after > 170)).toBeGreaterThan(500)
    expect(changed(plain, bled, (before, after) => before > 250 && after < 120)).toBe(0)
  })

  it('a gutter shadow darkens its side of the page only', async () => {
    const plain = await draw({})
    const left = await draw({ gutter: { side: 'left', width: 0.25, darkness: 0.4 } })
    const third = plain.width / 3
    const paperOf = (image: Image, fromX: number) =>
      ink(image, (x, y) => x >= fromX && x < fromX + third && plain.gray(x, y) > 250)
    expect(paperOf(left, 0)).toBeGreaterThan(paperOf(plain, 0) + 1000 * plain.height)
    expect(paperOf(left, 2 * third)).toBe(paperOf(plain, 2 * third))
    const right = await draw({ gutter: { side: 'right', width: 0.25, darkness: 0.4 } })
    expect(paperOf(right, 2 * third)).toBeGreaterThan(paperOf(right, 0) + 1000 * plain.height)
  })

  it('uneven illumination darkens the page away from the lamp', async () => {
    const image = await draw({ illumination: { x: 0, y: 0.5, radius: 0.5, darkness: 0.3 } })
    const row = Math.floor(image.height / 2)
    expect(image.gray(1, 1)).toBeGreaterThan(image.gray(image.width - 2, 1) + 40)
    expect(image.gray(image.width - 2, row)).toBeLessThan(200)
  })

  it('salt and pepper flips isolated pixels to black and white, the same ones for the same seed', async () => {
    const plain = await draw({})
    const salted = await draw({ saltPepper: { density: 0.003, seed: 9 } })
    const pepper = changed(plain, salted, (before, after) => before > 250 && after < 100)
    expect(pepper).toBeGreaterThan(0.003 * plain.width * plain.height * 0.25)
    expect(changed(plain, salted, (before, after) => before < 30 && after > 200)).toBeGreaterThan(0)
    expect(
      Buffer.from(
        renderer().render({ text: TEXT, variant: plainVariant({ saltPepper: { density: 0.003, seed: 9 } }) }).data,
      ),
    ).toEqual(
      Buffer.from(
        renderer().render({ text: TEXT, variant: plainVariant({ saltPepper: { density: 0.003, seed: 9 } }) }).data,
      ),
    )
  })

  it('dropout fades ink in patches; ink spread darkens around the strokes', async () => {
    const plain = await draw({})
    const dropped = await draw({ dropout: { spots: 12, radius: 4, fade: 0.9, seed: 4 } })
    expect(changed(plain, dropped, (before, after) => before < 100 && after > before + 60)).toBeGreaterThan(30)
    expect(changed(plain, dropped, (before, after) => after < before - 5)).toBeLessThan(20)
    expect(ink(dropped)).toBeLessThan(ink(plain))
    const spread = await draw({ inkSpread: { radius: 1, amount: 0.8 } })
    expect(ink(spread)).toBeGreaterThan(ink(plain) * 1.1)
  })

  it('a warp moves columns up and down, keeping the ink inside the image', async () => {
    const plain = await draw({})
    const warped = await draw({ warp: { amplitude: 4, period: 0.5, phase: 0 } })
    expect([warped.width, warped.height]).toEqual([plain.width, plain.height])
    expect(changed(plain, warped, (before, after) => Math.abs(before - after) > 100)).toBeGreaterThan(300)
    expect(Math.abs(ink(warped) - ink(plain))).toBeLessThan(ink(plain) * 0.02)
  })

  it('heavy degrades more than light: the paper around the same lines is noisier and darker', async () => {
    const lines = renderer()
    /** Mean darkness of the brightest half of the pixels (paper): darkening, texture, grain and shadows raise it. */
    const paperDarkness = async (strength: 'light' | 'heavy') => {
      let total = 0
      for (let index = 0; index < 20; index++) {
        const variant = planText(
          'ultra-realistic',
          TEXT,
          index,
          defaultChoices('ultra-realistic', styleSet().styles, 3),
          styleSet(),
          strength,
        ).variants[index % 5]!
        const image = await decodeGray(lines.render({ text: TEXT, variant }).data)
        const levels: number[] = []
        for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) levels.push(image.gray(x, y))
        const paper = levels.sort((a, b) => b - a).slice(0, levels.length / 2)
        total += paper.reduce((sum, level) => sum + 255 - level, 0) / paper.length
      }
      return total / 20
    }
    expect(await paperDarkness('heavy')).toBeGreaterThan((await paperDarkness('light')) * 1.5)
  })
})
