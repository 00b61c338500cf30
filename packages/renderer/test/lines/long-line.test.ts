import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { LineRenderer, MAX_LINE_PIXELS, planText, RenderPool, resolveChoices, type RenderTask } from '../../src/index'
import { styleSet } from '../helpers'

const PROSE = 'ଓଡ଼ିଆ ଭାଷା ଭାରତର ଏକ ପ୍ରାଚୀନ ଭାଷା । ଏହା ଓଡ଼ିଶା ରାଜ୍ୟର ସରକାରୀ ଭାଷା ଅଟେ । କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ ଜଗନ୍ନାଥ '
/** The longest line a job takes: 500 code points. */
const LONG = [...PROSE.repeat(8)].slice(0, 500).join('')

/**
 * Three ultra-realistic variants of the long line at the largest size (seed 2107, heavy): between them, every step
 * of the scan (blur, thickness, bleed-through, ink spread, keystone, low resolution, warp, darkening, dropout, salt and
 * pepper), on images of 8–14 million pixels; and the second again at a fixed height.
 */
function longTasks(): RenderTask[] {
  const choices = resolveChoices('ultra-realistic', { seed: 2107, sizes: [128], variants: 3 }, styleSet().styles)
  const variants = planText('ultra-realistic', LONG, 0, choices, styleSet(), 'heavy').variants
  return [...variants.map((variant) => ({ text: LONG, variant })), { text: LONG, variant: variants[1]!, height: 300 }]
}

/** Size and SHA-256 of each, as drawn before their ink was read back in bands and their buffers were halved (main, 5c12e02). */
const BEFORE = [
  '26440×370 63246ad3f45330ba99933bcba7c6bc311c1b79388ce602f6becef55888205c7f',
  '28043×309 01f127d2c414cafcf4b9308013ceea95f85a22fbd72751a1cbeeee6bdf9e6118',
  '25725×546 93b99f17c4d72ad92f8cdab0655d806c306361b3c355050995413231929d3515',
  '27236×300 707910d6a29b9f96d64cb3cfc9a8825dc8bb2902388fb576cbbf97ee66cae853',
]

const described = (image: { width: number; height: number; data: Uint8Array }) =>
  `${image.width}×${image.height} ${createHash('sha256').update(image.data).digest('hex')}`

describe('a line of 500 characters at 128 px', () => {
  it('makes the same bytes as before, drawn here and on the pool’s workers', async () => {
    const tasks = longTasks()
    expect(new LineRenderer(styleSet().styles).renderBatch(tasks).map(described)).toEqual(BEFORE)
    const pool = new RenderPool(styleSet().styles, 2)
    try {
      const images = []
      for await (const batch of pool.renderInOrder(tasks, { batchSize: 32 })) images.push(...batch)
      expect(images.map(described)).toEqual(BEFORE)
    } finally {
      await pool.close()
    }
  })

  it('is drawn smaller when its image would pass the most pixels a line has, or the widest JPEG, keeping a fixed height', () => {
    // 500 Odia zeros, a small round sign: at 12 px and a fixed height of 512 px, over 70,000 px wide as asked (clean)
    // and over 100,000 untilted (a JPEG is at most 65,500 px wide); at 128 px tilted 2°, some 36,000 × 1,350 px.
    const zeros = '୦'.repeat(500)
    const [tilted] = planText(
      'ultra-realistic',
      zeros,
      0,
      resolveChoices('ultra-realistic', { seed: 4, sizes: [128], variants: 1 }, styleSet().styles),
      styleSet(),
      'heavy',
    ).variants
    const lines = new LineRenderer(styleSet().styles)
    const clean = lines.render({
      text: zeros,
      variant: { style: 'Noto Sans Oriya 400', size: 12, background: '#ffffff' },
      height: 512,
    })
    const untilted = lines.render({
      text: zeros,
      variant: { ...tilted!, size: 12, look: { ...tilted!.look!, rotation: 0 } },
      height: 512,
    })
    const large = lines.render({ text: zeros, variant: tilted! })
    expect([clean.height, untilted.height]).toEqual([512, 512])
    expect(untilted.width).toBeLessThanOrEqual(65_500)
    expect(untilted.width).toBeGreaterThan(65_000)
    for (const image of [clean, large]) {
      expect(image.width * image.height).toBeLessThanOrEqual(MAX_LINE_PIXELS)
      expect(image.width * image.height).toBeGreaterThan(MAX_LINE_PIXELS * 0.99)
    }
  })
})
