import { Type } from 'typebox'
import { BUNDLED_FONT_FAMILIES } from './font-families'
import { OUTPUT_FORMAT_NAMES, type OutputFormat } from './dataset-formats'

/** The request fields that say how lines are drawn; which of them a mode takes is in its entry below. */
export const RENDER_OPTION_NAMES = [
  'seed',
  'fonts',
  'weights',
  'sizes',
  'image_height',
  'backgrounds',
  'variants',
] as const
export type RenderOptionName = (typeof RENDER_OPTION_NAMES)[number]
/** The request fields that say how pages are laid out (the modes with `pages` set). */
export const PAGE_OPTION_NAMES = ['columns', 'rotation', 'scan_look'] as const
/** The request fields a mode may or may not take that it refuses (a 400) when it does not take them. */
export const MODE_OPTION_NAMES = [...RENDER_OPTION_NAMES, ...PAGE_OPTION_NAMES] as const
/**
 * Every option a mode's list may name: those, and `strength`, how hard its lines are degraded, which a mode that does
 * not take it ignores (as it always has) rather than refuses.
 */
export type ModeOptionName = (typeof MODE_OPTION_NAMES)[number] | 'strength'

/** Sizes drawn at random (uniformly, rounded to whole pixels) between two bounds. */
export interface SizeRange {
  min: number
  max: number
}

/** What a drawing mode does with an option the request omits. */
export interface RenderDefaults {
  /** Family names, or every family of the catalog. */
  fonts: readonly string[] | 'all'
  /** Per family, the style nearest to each weight; or every style of the chosen families. */
  weights: readonly number[] | 'all'
  sizes: readonly number[] | SizeRange
  /** Gray backgrounds of clean images (`#rrggbb`, r = g = b); a paper look brings its own. */
  backgrounds: readonly string[]
  /** Images per text when the mode draws seeded variants. */
  variants: number
}

export interface SyntheticModeInfo {
  /** The name in the Mode select (SPEC §3.1). */
  label: string
  description: string
  /** Where its texts come from: the Text area, or a dataset column at a URL. */
  input: 'text' | 'dataset'
  /** The options it takes; a dataset mode takes those of the style it draws its rows in. */
  options: readonly ModeOptionName[]
  /** Set for modes that draw; a dataset mode draws its rows as one of them (`dataset_style`). */
  defaults?: RenderDefaults
  /** Whether dataset rows may be drawn this way. */
  datasetStyle?: boolean
  /** Whether it lays its texts out on whole pages (with PAGE XML and line crops) rather than one image per line. */
  pages?: boolean
}

/**
 * Every mode of the synthetic generator, in the order the page lists them; the first is the default. The request
 * schema, the page, the CLI and the renderer's planners all read this list.
 */
export const SYNTHETIC_MODES = {
  single: {
    label: 'Single',
    description:
      'One clean image per line. With several fonts, sizes or backgrounds chosen, the seed picks one combination per line.',
    input: 'text',
    options: ['seed', 'fonts', 'weights', 'sizes', 'image_height', 'backgrounds'],
    defaults: {
      fonts: [BUNDLED_FONT_FAMILIES[0].family],
      weights: [400],
      sizes: [48],
      backgrounds: ['#ffffff'],
      variants: 1,
    },
    datasetStyle: true,
  },
  comprehensive: {
    label: 'Comprehensive',
    description: 'Every chosen font × weight × size × background for each line: a systematic grid for coverage.',
    input: 'text',
    options: ['fonts', 'weights', 'sizes', 'image_height', 'backgrounds'],
    defaults: {
      fonts: 'all',
      weights: [400, 700],
      sizes: [32, 48, 64],
      backgrounds: ['#ffffff', '#eeeeee', '#dddddd'],
      variants: 1,
    },
    datasetStyle: true,
  },
  'ultra-realistic': {
    label: 'Ultra Realistic',
    description: 'Seeded paper and scan looks (texture, ink, rotation, blur, noise, JPEG) in any chosen font, as JPEG.',
    input: 'text',
    options: ['seed', 'fonts', 'weights', 'sizes', 'image_height', 'variants', 'strength'],
    defaults: { fonts: 'all', weights: 'all', sizes: { min: 36, max: 60 }, backgrounds: [], variants: 5 },
    datasetStyle: true,
  },
  huggingface: {
    label: 'Dataset (CSV, JSONL, Parquet, Hub)',
    description:
      'One image per row of a dataset column (CSV, JSONL, Parquet or text) from a URL, a file or a Hugging Face dataset id, drawn in the chosen style.',
    input: 'dataset',
    options: [],
  },
  page: {
    label: 'Page (PAGE XML)',
    description:
      'A4 pages at 300 dpi, each text a paragraph: the page images, their line boxes as PAGE XML and each line cropped, listed in metadata.csv. Each page draws one of the chosen fonts and one size.',
    input: 'text',
    options: ['seed', 'fonts', 'weights', 'sizes', 'columns', 'rotation', 'scan_look'],
    defaults: { fonts: 'all', weights: [400, 700], sizes: { min: 36, max: 56 }, backgrounds: [], variants: 1 },
    pages: true,
  },
} as const satisfies Record<string, SyntheticModeInfo>

export type SyntheticMode = keyof typeof SYNTHETIC_MODES
export const SYNTHETIC_MODE_NAMES = Object.keys(SYNTHETIC_MODES) as SyntheticMode[]
export const SyntheticModeSchema = Type.Enum(SYNTHETIC_MODE_NAMES)

/** The modes that draw lines themselves (the renderer has a planner for each). */
export type DrawingMode = {
  [Mode in SyntheticMode]: (typeof SYNTHETIC_MODES)[Mode] extends { defaults: RenderDefaults } ? Mode : never
}[SyntheticMode]
export const DRAWING_MODES = SYNTHETIC_MODE_NAMES.filter(
  (mode): mode is DrawingMode => 'defaults' in SYNTHETIC_MODES[mode],
)
/** The drawing modes that make one image per line (the renderer's line planners); the others lay out pages. */
export type LineMode = {
  [Mode in DrawingMode]: (typeof SYNTHETIC_MODES)[Mode] extends { pages: true } ? never : Mode
}[DrawingMode]
export const isPageMode = (mode: SyntheticMode): boolean => 'pages' in SYNTHETIC_MODES[mode]
export const isLineMode = (mode: DrawingMode): mode is LineMode => !isPageMode(mode)
/** How `huggingface` mode may draw its rows [beyond the spec]: like one of the text modes. */
export type DatasetStyle = {
  [Mode in SyntheticMode]: (typeof SYNTHETIC_MODES)[Mode] extends { datasetStyle: true } ? Mode : never
}[SyntheticMode]
export const DATASET_STYLES = SYNTHETIC_MODE_NAMES.filter(
  (mode): mode is DatasetStyle => 'datasetStyle' in SYNTHETIC_MODES[mode],
)
export const DatasetStyleSchema = Type.Enum(DATASET_STYLES)

export const isSyntheticMode = (name: unknown): name is SyntheticMode =>
  typeof name === 'string' && Object.hasOwn(SYNTHETIC_MODES, name)

/** The drawing mode of a request: its own, or for a dataset the style its rows are drawn in (`single` by default). */
export function drawingModeOf(mode: SyntheticMode, datasetStyle: DatasetStyle | undefined): DrawingMode {
  return SYNTHETIC_MODES[mode].input === 'dataset' ? (datasetStyle ?? 'single') : (mode as DrawingMode)
}

export const renderDefaultsOf = (mode: DrawingMode): RenderDefaults => SYNTHETIC_MODES[mode].defaults
export const optionApplies = (mode: DrawingMode, option: ModeOptionName): boolean =>
  (SYNTHETIC_MODES[mode].options as readonly string[]).includes(option)

/**
 * The output formats a mode writes, in the order of OUTPUT_FORMAT_NAMES. Page mode writes its line crops as files,
 * so not into WebDataset, which keeps its images inside its shards; the server refuses the others with a 400.
 */
export const outputFormatsOf = (mode: SyntheticMode): OutputFormat[] =>
  isPageMode(mode) ? OUTPUT_FORMAT_NAMES.filter((format) => format !== 'webdataset') : OUTPUT_FORMAT_NAMES
