import { DEFAULT_STRENGTH, type DegradationStrength, type LineMode } from '@odia-ai/contract'
import { describeCharacters, missingCharacters } from '../fonts/coverage'
import { DEFAULT_STYLE_ID, type FontStyle } from '../fonts/font-catalog'
import type { StyleSet } from '../fonts/style-set'
import { degradationBounds, strokeWidth } from '../scan/legibility'
import { itemSeed, pick, seededRandom, between, type Random } from '../random'
import { randomLook, type RealisticLook } from '../scan/realistic-look'
import { isSizeRange, type RenderChoices } from './render-choices'

/** The modes drawn one image per line (page mode lays its lines out in page-layout.ts). */
export type RenderMode = LineMode

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

const lacks = (style: FontStyle, missing: string[]): Skip => ({
  reason: `${style.id} lacks ${describeCharacters(missing)}`,
})

const listed = (sizes: RenderChoices['sizes']): readonly number[] => (isSizeRange(sizes) ? [sizes.min] : sizes)

/** A size of the list, or one between the bounds of a range (rounded; one draw either way, so later draws stay put). */
export const drawSize = (random: Random, sizes: RenderChoices['sizes']) =>
  isSizeRange(sizes) ? Math.round(between(random, sizes.min, sizes.max)) : pick(random, sizes)

/** How many images a text makes in `mode` before coverage checks. */
export function imagesPerText(mode: RenderMode, choices: RenderChoices): number {
  if (mode === 'single') return 1
  if (mode === 'ultra-realistic') return choices.variants
  return choices.styles.length * listed(choices.sizes).length * choices.backgrounds.length
}

interface Planning {
  text: string
  textIndex: number
  choices: RenderChoices
  set: StyleSet
  /** How hard ultra-realistic looks may degrade, each narrowed further to what the style's stroke can take. */
  strength: DegradationStrength
}

const missingIn = ({ text, set }: Planning, style: FontStyle) => missingCharacters(text, set.coverage.get(style.id)!)

/** The skip of a text none of the chosen styles can draw, named after the default style when it is chosen. */
function noStyleDraws(planning: Planning): Skip {
  const { styles } = planning.choices
  if (styles.length === 1) return lacks(styles[0]!, missingIn(planning, styles[0]!))
  const named = styles.find((style) => style.id === DEFAULT_STYLE_ID) ?? styles[0]!
  return { reason: `no font draws every character (${describeCharacters(missingIn(planning, named))})` }
}

/** One clean image; with several styles, sizes or backgrounds chosen, the text's seed picks one of each. */
function planSingle(planning: Planning): TextPlan {
  const { choices } = planning
  const usable = choices.styles.filter((style) => missingIn(planning, style).length === 0)
  if (usable.length === 0) return { variants: [], skipped: [noStyleDraws(planning)] }
  const random = seededRandom(itemSeed(choices.seed, planning.textIndex))
  const style = pick(random, usable)
  return {
    variants: [
      { style: style.id, size: drawSize(random, choices.sizes), background: pick(random, choices.backgrounds) },
    ],
    skipped: [],
  }
}

/** The whole grid of styles × sizes × backgrounds, less the styles that cannot draw the text (each image reported). */
function planGrid(planning: Planning): TextPlan {
  const plan: TextPlan = { variants: [], skipped: [] }
  for (const style of planning.choices.styles) {
    const missing = missingIn(planning, style)
    for (const size of listed(planning.choices.sizes)) {
      for (const background of planning.choices.backgrounds) {
        if (missing.length > 0) plan.skipped.push(lacks(style, missing))
        else plan.variants.push({ style: style.id, size, background })
      }
    }
  }
  return plan
}

/** Seeded paper and scan variants, each in a style that covers the text. */
function planRealistic(planning: Planning): TextPlan {
  const { choices, textIndex } = planning
  const usable = choices.styles.filter((style) => missingIn(planning, style).length === 0)
  if (usable.length === 0)
    return { variants: [], skipped: Array.from({ length: choices.variants }, () => noStyleDraws(planning)) }
  const variants = Array.from({ length: choices.variants }, (_, variant) => {
    const random = seededRandom(itemSeed(choices.seed, textIndex * choices.variants + variant))
    const style = pick(random, usable)
    const size = drawSize(random, choices.sizes)
    return {
      style: style.id,
      size,
      background: '#ffffff',
      look: randomLook(random, degradationBounds(planning.strength, strokeWidth(style.weight, size)), size),
    }
  })
  return { variants, skipped: [] }
}

const PLANNERS: Record<RenderMode, (planning: Planning) => TextPlan> = {
  single: planSingle,
  comprehensive: planGrid,
  'ultra-realistic': planRealistic,
}

/**
 * The images one text makes in `mode`; a style that cannot draw every character of the text is never used
 * for it (the label would lie), and each such image is reported as skipped with the reason. `strength` bounds the
 * degradations of `ultra-realistic` images, each narrowed further to what its style's stroke can take.
 */
export function planText(
  mode: RenderMode,
  text: string,
  textIndex: number,
  choices: RenderChoices,
  set: StyleSet,
  strength: DegradationStrength = DEFAULT_STRENGTH,
): TextPlan {
  return PLANNERS[mode]({ text, textIndex, choices, set, strength })
}
