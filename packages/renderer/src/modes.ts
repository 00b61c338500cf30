import { DEFAULT_STRENGTH, type DegradationStrength } from '@odia-ai/contract'
import { describeCharacters, missingCharacters, type Coverage } from './coverage'
import { DEFAULT_STYLE_ID, type FontStyle } from './font-catalog'
import { degradationBounds, strokeWidth } from './legibility'
import { itemSeed, pick, seededRandom, between } from './random'
import { randomLook, type RealisticLook } from './realistic-look'

export const RENDER_MODES = ['single', 'comprehensive', 'ultra-realistic'] as const
export type RenderMode = (typeof RENDER_MODES)[number]

/** How one image is made; every field goes into the dataset's metadata. */
export interface Variant {
  /** A style id of the catalog. */
  style: string
  size: number
  /** Gray background of a clean image (`#rrggbb`, r = g = b). */
  background: string
  look?: RealisticLook
}

export interface Skip {
  reason: string
}

export interface TextPlan {
  variants: Variant[]
  skipped: Skip[]
}

export const SINGLE_SIZE = 48
export const GRID_SIZES = [32, 48, 64]
export const GRID_WEIGHTS = [400, 700]
export const GRID_BACKGROUNDS = ['#ffffff', '#eeeeee', '#dddddd']
export const REALISTIC_VARIANTS = 5

export interface StyleSet {
  styles: FontStyle[]
  coverage: Map<string, Coverage>
}

/** Per family, the styles nearest to each grid weight (a family with one weight contributes it once). */
export function gridStyles(styles: FontStyle[]): FontStyle[] {
  const families = new Map<string, FontStyle[]>()
  for (const style of styles) families.set(style.family, [...(families.get(style.family) ?? []), style])
  const chosen = new Set<FontStyle>()
  for (const members of families.values()) {
    for (const weight of GRID_WEIGHTS) {
      chosen.add(members.reduce((best, style) => (Math.abs(style.weight - weight) < Math.abs(best.weight - weight) ? style : best)))
    }
  }
  return [...chosen]
}

/** How many images a text makes in `mode` before coverage checks. */
export function imagesPerText(mode: RenderMode, set: StyleSet): number {
  if (mode === 'single') return 1
  if (mode === 'ultra-realistic') return REALISTIC_VARIANTS
  return gridStyles(set.styles).length * GRID_SIZES.length * GRID_BACKGROUNDS.length
}

const lacks = (style: FontStyle, missing: string[]): Skip => ({ reason: `${style.id} lacks ${describeCharacters(missing)}` })

/**
 * The images one text makes in `mode`; a style that cannot draw every character of the text is never used
 * for it (the label would lie), and each such image is reported as skipped with the reason. `strength` bounds the
 * degradations of `ultra-realistic` images, each narrowed further to what its style's stroke can take.
 */
export function planText(mode: RenderMode, text: string, textIndex: number, seed: number, set: StyleSet, strength: DegradationStrength = DEFAULT_STRENGTH): TextPlan {
  const missingIn = (style: FontStyle) => missingCharacters(text, set.coverage.get(style.id)!)
  if (mode === 'single') {
    const style = set.styles.find((candidate) => candidate.id === DEFAULT_STYLE_ID)!
    const missing = missingIn(style)
    if (missing.length > 0) return { variants: [], skipped: [lacks(style, missing)] }
    return { variants: [{ style: style.id, size: SINGLE_SIZE, background: '#ffffff' }], skipped: [] }
  }
  if (mode === 'comprehensive') {
    const plan: TextPlan = { variants: [], skipped: [] }
    for (const style of gridStyles(set.styles)) {
      const missing = missingIn(style)
      for (const size of GRID_SIZES) {
        for (const background of GRID_BACKGROUNDS) {
          if (missing.length > 0) plan.skipped.push(lacks(style, missing))
          else plan.variants.push({ style: style.id, size, background })
        }
      }
    }
    return plan
  }
  const usable = set.styles.filter((style) => missingIn(style).length === 0)
  if (usable.length === 0) {
    const skip = { reason: `no font draws every character (${describeCharacters(missingIn(set.styles.find((s) => s.id === DEFAULT_STYLE_ID)!))})` }
    return { variants: [], skipped: Array.from({ length: REALISTIC_VARIANTS }, () => skip) }
  }
  const variants = Array.from({ length: REALISTIC_VARIANTS }, (_, variant) => {
    const random = seededRandom(itemSeed(seed, textIndex * REALISTIC_VARIANTS + variant))
    const style = pick(random, usable)
    const size = Math.round(between(random, 36, 60))
    return { style: style.id, size, background: '#ffffff', look: randomLook(random, degradationBounds(strength, strokeWidth(style.weight, size)), size) }
  })
  return { variants, skipped: [] }
}
