import { describe, expect, it } from 'vitest'
import { RenderPool, type RenderTask } from '../../src/index'
import { styleSet } from '../helpers'

const WARM_UP = 1500
const MORE = 4500
/** A worker's caches and V8's heap settle during the warm-up; a pixel buffer kept per image would add ≥ 60 KiB each. */
const MAX_GROWTH = 60 * 2 ** 20

describe('a render worker', () => {
  // 6,000 images on one worker: minutes on a machine shared with other work.
  it('keeps its memory flat however many images it renders', { timeout: 300_000 }, async () => {
    const texts = ['ଓଡ଼ିଆ ଭାଷା ଓ ସାହିତ୍ୟ', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ', 'ଜଗନ୍ନାଥ ମନ୍ଦିର ପୁରୀ', 'ବିଦ୍ୟାଳୟର ପିଲାମାନେ ଖେଳୁଛନ୍ତି']
    const tasks: RenderTask[] = Array.from({ length: WARM_UP + MORE }, (_, index) => ({
      text: texts[index % texts.length]!,
      variant: { style: 'Noto Sans Oriya 400', size: 48, background: '#ffffff' },
    }))
    const pool = new RenderPool(styleSet().styles, 1)
    try {
      // The highest resident size while the worker renders batch after batch (the next one always waiting), after the
      // warm-up and after all the images.
      let rendered = 0
      let warm = 0
      let peak = 0
      for await (const batch of pool.renderInOrder(tasks, { batchSize: 64 })) {
        rendered += batch.length
        peak = Math.max(peak, process.memoryUsage.rss())
        if (rendered <= WARM_UP) warm = peak
      }
      expect(rendered).toBe(tasks.length)
      expect(peak - warm).toBeLessThan(MAX_GROWTH)
    } finally {
      await pool.close()
    }
  })
})
