import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BUNDLED_FONT_FAMILIES } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import {
  missingCharacters,
  PageLayout,
  planText,
  RenderPool,
  resolveChoices,
  seededRandom,
  type FontStyle,
  type RenderTask,
} from '../../src/index'
import { renderInFreshProcess, styleSet } from '../helpers'

/** Conjuncts, a below-base ୱ, Odia digits, and Latin digits and punctuation (from each family's Latin files). */
const TEXT = 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ (୧୨୩) 42.'

const line = (style: FontStyle): RenderTask => ({
  text: TEXT,
  variant: { style: style.id, size: 36, background: '#ffffff' },
})

/** The families in the opposite order, each one's weights still ascending. */
function familiesReversed(styles: FontStyle[]): FontStyle[] {
  const families = [...new Set(styles.map((style) => style.family))].reverse()
  return families.flatMap((family) => styles.filter((style) => style.family === family))
}

/** The styles in a seeded order. */
function shuffled(styles: FontStyle[], seed: number): FontStyle[] {
  const random = seededRandom(seed)
  const order = [...styles]
  for (let at = order.length - 1; at > 0; at--) {
    const other = Math.floor(random() * (at + 1))
    ;[order[at], order[other]] = [order[other]!, order[at]!]
  }
  return order
}

describe('every bundled style in every render worker', () => {
  it('draws the bytes a fresh process draws, in any order and after any other mode', { timeout: 300_000 }, async () => {
    const set = styleSet()
    const { styles } = set
    // Every family and weight the generator offers, each able to draw the whole text (no glyph from elsewhere).
    expect(styles.map((style) => style.id)).toEqual(
      BUNDLED_FONT_FAMILIES.flatMap(({ family, weights }) => weights.map((weight) => `${family} ${weight}`)),
    )
    for (const style of styles) expect(missingCharacters(TEXT, set.coverage.get(style.id)!)).toEqual([])
    const fresh = new Map((await renderInFreshProcess(styles.map(line))).map((image, at) => [styles[at]!.id, image]))

    const folder = mkdtempSync(join(tmpdir(), 'odia-worker-fonts-'))
    let pool = new RenderPool(styles, 2)
    /**
     * Draws `orders[w]` on worker w (an idle pool hands each batch to the least busy worker, the first on a tie) and
     * names every image that differs from the fresh process's.
     */
    const differences = async (when: string, orders: FontStyle[][]) => {
      const drawn = await Promise.all(orders.map((order) => pool.render(order.map(line))))
      return drawn.flatMap((images, worker) =>
        images.flatMap((image, at) => {
          const { id } = orders[worker]![at]!
          return fresh.get(id)!.equals(image.data) ? [] : [`${when}, worker ${worker}: ${id}`]
        }),
      )
    }
    const found: string[] = []
    try {
      found.push(...(await differences('first', [styles, familiesReversed(styles)])))

      // Ultra-realistic lines in every style on both workers.
      const realistic = styles.flatMap((style, index) => {
        const choices = resolveChoices('ultra-realistic', { seed: 5, variants: 2 }, [style])
        return planText('ultra-realistic', TEXT, index, choices, set).variants.map((variant) => ({
          text: TEXT,
          variant,
        }))
      })
      const half = realistic.length / 2
      await Promise.all([pool.render(realistic.slice(0, half)), pool.render(realistic.slice(half))])
      found.push(...(await differences('after ultra-realistic lines', [shuffled(styles, 1), shuffled(styles, 2)])))

      // A page in every style, laid out on this thread as the server lays pages out (fonts measured here) in an order
      // of its own, and drawn on both workers.
      const pages = familiesReversed(styles).map(
        (style, index) =>
          [
            ...new PageLayout(set, { seed: index, styles: [style], sizes: [40] }).pages(
              [TEXT],
              { columns: 1, rotation: false, scanLook: index % 2 === 1 },
              () => undefined,
            ),
          ][0]!,
      )
      const file = (index: number) => join(folder, String(index))
      await Promise.all(
        pages.map((page, index) =>
          pool.renderPages([page], [{ page: file(index), crops: page.lines.map((_, at) => `${file(index)}-${at}`) }]),
        ),
      )
      found.push(...(await differences('after pages', [shuffled(styles, 4), shuffled(styles, 5)])))

      // A pool started after all that (as a broken one is replaced): its first worker shares this thread's fonts.
      await pool.close()
      pool = new RenderPool(styles, 2)
      found.push(...(await differences('new pool', [shuffled(styles, 6), styles])))
      expect(found).toEqual([])
    } finally {
      await pool.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
