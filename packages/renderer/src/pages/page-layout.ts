import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas'
import { describeCharacters, missingCharacters } from '../fonts/coverage'
import type { FontStyle } from '../fonts/font-catalog'
import { fontString } from '../fonts/font-registry'
import type { StyleSet } from '../fonts/style-set'
import { drawSize, type Skip } from '../lines/modes'
import { between, itemSeed, pick, round, seededRandom } from '../random'
import { degradationBounds, strokeWidth } from '../scan/legibility'
import { randomLook } from '../scan/realistic-look'
import type { RenderChoices } from '../lines/render-choices'
import { PAGE_SIZE, type PageLine, type PageLook, type PageOptions, type PageTask } from './page-task'

/** What the request chose that pages draw from: each page takes one of the styles and one size, by its seed. */
export type PageChoices = Pick<RenderChoices, 'seed' | 'styles' | 'sizes'>

/** A page's own choices, drawn from its seed. */
interface PageDesign {
  style: FontStyle
  size: number
  margin: number
  /** Baseline to baseline, as a multiple of the size. */
  spacing: number
  gutter: number
  rotation: number
  look?: PageLook
}

/** The ink of a line as measured: how far it reaches left of, above and below its pen. */
interface Measured {
  left: number
  width: number
  ascent: number
  descent: number
}

const MAX_ROTATION = 2.5
const MAX_CACHED_WORDS = 100_000

function design(random: () => number, choices: PageChoices, options: PageOptions): PageDesign {
  const chosen: PageDesign = {
    style: pick(random, choices.styles),
    size: drawSize(random, choices.sizes),
    margin: Math.round(between(random, 150, 300)),
    spacing: between(random, 1.35, 1.7),
    gutter: Math.round(between(random, 80, 160)),
    rotation: options.rotation ? round(between(random, -MAX_ROTATION, MAX_ROTATION)) : 0,
  }
  if (options.scanLook) {
    // A light look, bounded by what the page's stroke can take, as an ultra-realistic line's would be.
    const bounds = degradationBounds('light', strokeWidth(chosen.style.weight, chosen.size))
    const { paper, ink, texture, grain, noiseTile, noiseX, noiseY, light, lightAngle } = randomLook(
      random,
      bounds,
      chosen.size,
    )
    chosen.look = { paper, ink, texture, grain, noiseTile, noiseX, noiseY, light, lightAngle }
  }
  return chosen
}

/**
 * Lays texts out on pages in the main thread (measuring is cheap; drawing is the workers'): each text is a paragraph
 * whose words flow into lines as wide as a column, a blank line between paragraphs, columns filled top to bottom, then
 * the next page. Each page draws its font, size, margins, spacing and rotation from its seed. A line's gap to the next
 * is at least a third of the size beyond their measured ink, so no crop (its box and margin) takes in a neighbour.
 */
export class PageLayout {
  private readonly ctx: SKRSContext2D = createCanvas(1, 1).getContext('2d')
  /** Each word's advance, by font. */
  private readonly advances = new Map<string, number>()

  constructor(
    private readonly set: StyleSet,
    private readonly choices: PageChoices,
  ) {}

  /** The pages of `texts` in order; `onSkip` hears of each paragraph (or its rest) that could not be set. */
  *pages(texts: string[], options: PageOptions, onSkip: (skip: Skip) => void): Generator<PageTask> {
    const paragraphs = texts.map((text) => text.split(/\s+/).filter((word) => word.length > 0))
    let paragraph = 0
    let word = 0
    for (let index = 0; paragraph < paragraphs.length; index++) {
      const page = design(seededRandom(itemSeed(this.choices.seed, index)), this.choices, options)
      const lines: PageLine[] = []
      const columnWidth = Math.floor(
        (PAGE_SIZE.width - 2 * page.margin - (options.columns - 1) * page.gutter) / options.columns,
      )
      const bottom = PAGE_SIZE.height - page.margin
      const pitch = Math.round(page.size * page.spacing)
      const gap = Math.ceil(page.size / 3) + 2
      for (let column = 0; column < options.columns && paragraph < paragraphs.length; column++) {
        const left = page.margin + column * (columnWidth + page.gutter)
        let previous: { baseline: number; inkBottom: number } | undefined
        while (paragraph < paragraphs.length) {
          const style = this.styleFor(texts[paragraph]!, page.style)
          const words = paragraphs[paragraph]!
          const next =
            'reason' in style
              ? style
              : (this.fill(words, word, style, page.size, columnWidth) ?? {
                  reason: `a word wider than a column at ${page.size} px`,
                })
          if ('reason' in next) {
            onSkip(next)
            ;[paragraph, word] = [paragraph + 1, 0]
            continue
          }
          const startsParagraph = word === 0 && previous !== undefined
          const wanted = previous
            ? previous.baseline + pitch * (startsParagraph ? 2 : 1)
            : page.margin + next.ink.ascent
          const baseline = Math.max(wanted, previous ? previous.inkBottom + gap + next.ink.ascent : wanted)
          if (baseline + next.ink.descent > bottom) break
          lines.push({
            text: next.text,
            style: next.style,
            size: page.size,
            x: left + next.ink.left,
            y: baseline,
            paragraph,
          })
          previous = { baseline, inkBottom: baseline + next.ink.descent }
          word = next.end
          if (word === words.length) [paragraph, word] = [paragraph + 1, 0]
        }
      }
      if (lines.length > 0)
        yield {
          width: PAGE_SIZE.width,
          height: PAGE_SIZE.height,
          columns: options.columns,
          rotation: page.rotation,
          ...(page.look ? { look: page.look } : {}),
          lines,
        }
    }
  }

  /**
   * The words from `start` that fit one line of `width` px, their text and ink; undefined when not even one fits. The
   * words' advances (measured once each) say how many may fit; the line itself is then measured, one word fewer at a
   * time while its ink is too wide.
   */
  private fill(
    words: string[],
    start: number,
    style: FontStyle,
    size: number,
    width: number,
  ): { text: string; style: string; end: number; ink: Measured } | undefined {
    const font = fontString(style, size)
    const space = this.advance(font, ' ')
    let end = start
    for (let estimate = 0; end < words.length; end++) {
      estimate += this.advance(font, words[end]!) + (end > start ? space : 0)
      if (estimate > width && end > start) break
    }
    let ink = this.measure(font, words.slice(start, end).join(' '))
    while (ink.width > width && end > start + 1) ink = this.measure(font, words.slice(start, --end).join(' '))
    return ink.width > width ? undefined : { text: words.slice(start, end).join(' '), style: style.id, end, ink }
  }

  private advance(font: string, word: string): number {
    const key = `${font}\n${word}`
    let width = this.advances.get(key)
    if (width === undefined) {
      // A cache of words, not of texts: bounded so a job of unique words cannot grow it without end.
      if (this.advances.size > MAX_CACHED_WORDS) this.advances.clear()
      width = this.use(font).measureText(word).width
      this.advances.set(key, width)
    }
    return width
  }

  private use(font: string): SKRSContext2D {
    if (this.ctx.font !== font) this.ctx.font = font
    return this.ctx
  }

  private measure(font: string, text: string): Measured {
    const metrics = this.use(font).measureText(text)
    const left = Math.ceil(metrics.actualBoundingBoxLeft)
    return {
      left,
      width: left + Math.ceil(metrics.actualBoundingBoxRight),
      ascent: Math.ceil(metrics.actualBoundingBoxAscent),
      descent: Math.ceil(metrics.actualBoundingBoxDescent),
    }
  }

  /** A style that draws every character of the paragraph, so a label never lies: the page's own when it can. */
  private styleFor(text: string, pageStyle: FontStyle): FontStyle | Skip {
    const missingIn = (style: FontStyle) => missingCharacters(text, this.set.coverage.get(style.id)!)
    if (missingIn(pageStyle).length === 0) return pageStyle
    return (
      this.choices.styles.find((style) => missingIn(style).length === 0) ?? {
        reason: `no font draws every character (${describeCharacters(missingIn(pageStyle))})`,
      }
    )
  }
}
