import {
  DEFAULT_SEED,
  RENDER_LIMITS,
  renderDefaultsOf,
  type DrawingMode,
  type GenerateRequest,
  type SizeRange,
} from '@odia-ai/contract'
import type { FontStyle } from '../fonts/font-catalog'

/** The request fields a drawing mode reads; each omitted one takes the mode's default from the contract's mode list. */
export type RenderOptions = Pick<GenerateRequest, 'seed' | 'fonts' | 'weights' | 'sizes' | 'backgrounds' | 'variants'>

/** What a job draws with, defaults filled in. */
export interface RenderChoices {
  seed: number
  /** In catalog order. */
  styles: FontStyle[]
  sizes: readonly number[] | SizeRange
  backgrounds: readonly string[]
  variants: number
}

/** A render option that names something the catalog lacks or leaves nothing to draw with; its message says which. */
export class RenderOptionError extends Error {}

export const isSizeRange = (sizes: RenderChoices['sizes']): sizes is SizeRange => !Array.isArray(sizes)

const nearest = (members: FontStyle[], weight: number) =>
  members.reduce((best, style) => (Math.abs(style.weight - weight) < Math.abs(best.weight - weight) ? style : best))

function familiesOf(catalog: FontStyle[]): Map<string, FontStyle[]> {
  const families = new Map<string, FontStyle[]>()
  for (const style of catalog) families.set(style.family, [...(families.get(style.family) ?? []), style])
  return families
}

/**
 * The styles of the chosen families: with weights named, exactly those weights; by default, per family the style
 * nearest to each of the mode's weights, or every style.
 */
function chooseStyles(mode: DrawingMode, options: RenderOptions, catalog: FontStyle[]): FontStyle[] {
  const defaults = renderDefaultsOf(mode)
  const families = familiesOf(catalog)
  const names = new Set(options.fonts ?? (defaults.fonts === 'all' ? families.keys() : defaults.fonts))
  const unknown = [...names].filter((name) => !families.has(name))
  if (unknown.length > 0) {
    throw new RenderOptionError(
      `Unknown font ${unknown.map((name) => `"${name}"`).join(', ')}: the fonts are ${[...families.keys()].join(', ')}.`,
    )
  }
  const weights = options.weights ?? defaults.weights
  if (weights === 'all') return catalog.filter((style) => names.has(style.family))
  if (options.weights) {
    const styles = catalog.filter((style) => names.has(style.family) && weights.includes(style.weight))
    if (styles.length > 0) return styles
    const available = [...names].map(
      (name) =>
        `${name} has ${families
          .get(name)!
          .map((style) => style.weight)
          .join(', ')}`,
    )
    throw new RenderOptionError(
      `No chosen font has weight ${weights.join(', ')}, so nothing would be drawn: ${available.join('; ')}.`,
    )
  }
  return [...new Set([...names].flatMap((name) => weights.map((weight) => nearest(families.get(name)!, weight))))]
}

function checkBackgrounds(backgrounds: readonly string[]): readonly string[] {
  const darkest = RENDER_LIMITS.darkestBackground
  for (const background of backgrounds) {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(background.slice(at, at + 2), 16))
    if (r !== g || g !== b)
      throw new RenderOptionError(
        `Background ${background} is not a gray: clean images are gray (#rrggbb with rr = gg = bb).`,
      )
    if (r! < Number.parseInt(darkest.slice(1, 3), 16))
      throw new RenderOptionError(`Background ${background} is too dark for black ink: the darkest is ${darkest}.`)
  }
  return backgrounds.map((background) => background.toLowerCase())
}

/** The choices of a job in `mode`, from the request's options and the mode's defaults; throws RenderOptionError. */
export function resolveChoices(mode: DrawingMode, options: RenderOptions, catalog: FontStyle[]): RenderChoices {
  const defaults = renderDefaultsOf(mode)
  return {
    seed: options.seed ?? DEFAULT_SEED,
    styles: chooseStyles(mode, options, catalog),
    sizes: options.sizes ?? defaults.sizes,
    backgrounds: checkBackgrounds(options.backgrounds ?? defaults.backgrounds),
    variants: options.variants ?? defaults.variants,
  }
}

/** A mode's own choices, for callers that take no options (the round trip, benches, tests). */
export const defaultChoices = (mode: DrawingMode, catalog: FontStyle[], seed = DEFAULT_SEED): RenderChoices =>
  resolveChoices(mode, { seed }, catalog)
