import {
  BUNDLED_FONT_FAMILIES,
  BUNDLED_FONT_WEIGHTS,
  optionApplies,
  renderDefaultsOf,
  type DrawingMode,
  type GenerateRequest,
} from '@odia-ai/contract'

/** The render controls as typed; a list left as the mode's default is `undefined`, so nothing new is sent. */
export interface RenderForm {
  seed: string
  fonts: string[] | undefined
  weights: number[] | undefined
  sizes: string
  imageHeight: string
  backgrounds: string
  variants: string
}

export const INITIAL_RENDER_FORM: RenderForm = {
  seed: '',
  fonts: undefined,
  weights: undefined,
  sizes: '',
  imageHeight: '',
  backgrounds: '',
  variants: '',
}

/** Comma-separated whole numbers, as the browser checks them before a submit. */
export const NUMBER_LIST_PATTERN = '\\s*\\d+(\\s*,\\s*\\d+)*\\s*'
export const COLOUR_LIST_PATTERN = '\\s*#[0-9a-fA-F]{6}(\\s*,\\s*#[0-9a-fA-F]{6})*\\s*'

const items = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

export const defaultFonts = (mode: DrawingMode): readonly string[] => {
  const { fonts } = renderDefaultsOf(mode)
  return fonts === 'all' ? BUNDLED_FONT_FAMILIES.map((family) => family.family) : fonts
}

export const defaultWeights = (mode: DrawingMode): readonly number[] => {
  const { weights } = renderDefaultsOf(mode)
  return weights === 'all' ? BUNDLED_FONT_WEIGHTS : weights
}

/** What the mode does without a size: its sizes, or the range it draws from. */
export function defaultSizesText(mode: DrawingMode): string {
  const { sizes } = renderDefaultsOf(mode)
  return 'min' in sizes ? `${sizes.min}–${sizes.max} at random` : sizes.join(', ')
}

const sameSet = <T>(chosen: readonly T[], defaults: readonly T[]) =>
  chosen.length === defaults.length && chosen.every((item) => defaults.includes(item))

/** The request fields of the controls that apply to `mode` and differ from its defaults. */
export function renderRequestFields(form: RenderForm, mode: DrawingMode): Partial<GenerateRequest> {
  const fields: Partial<GenerateRequest> = {}
  const applies = (option: Parameters<typeof optionApplies>[1]) => optionApplies(mode, option)
  if (applies('seed') && form.seed.trim()) fields.seed = Number(form.seed)
  if (applies('fonts') && form.fonts && !sameSet(form.fonts, defaultFonts(mode))) fields.fonts = form.fonts
  if (applies('weights') && form.weights && !sameSet(form.weights, defaultWeights(mode))) fields.weights = form.weights
  if (applies('sizes') && items(form.sizes).length > 0) fields.sizes = [...new Set(items(form.sizes).map(Number))]
  if (applies('image_height') && form.imageHeight.trim()) fields.image_height = Number(form.imageHeight)
  if (applies('backgrounds') && items(form.backgrounds).length > 0)
    fields.backgrounds = [...new Set(items(form.backgrounds).map((item) => item.toLowerCase()))]
  if (applies('variants') && form.variants.trim()) fields.variants = Number(form.variants)
  return fields
}
