import {
  DRAWING_MODES,
  MODE_OPTION_NAMES,
  optionApplies,
  type DrawingMode,
  type GenerateRequest,
  type JobRenderOptions,
} from '@odia-ai/contract'
import {
  isSizeRange,
  RenderOptionError,
  resolveChoices,
  type FontStyle,
  type PageOptions,
  type RenderChoices,
} from '@odia-ai/renderer'
import { badRequest } from '../errors'

/** An option the request gives that its mode does not take is refused, naming the modes that take it. */
function refuseMisapplied(request: GenerateRequest, mode: DrawingMode): void {
  for (const option of MODE_OPTION_NAMES) {
    if (request[option] === undefined || optionApplies(mode, option)) continue
    const takers = DRAWING_MODES.filter((name) => optionApplies(name, option))
    const drawn = request.mode === mode ? `${mode} mode` : `${request.mode} rows drawn as ${mode}`
    throw badRequest(
      'OPTION_NOT_APPLICABLE',
      `${option} does not apply to ${drawn}; it applies to ${takers.join(', ')}.`,
    )
  }
}

/** The choices a request draws with, checked against its mode and the font catalog (refusals are 400s). */
export function renderChoicesOf(request: GenerateRequest, mode: DrawingMode, catalog: FontStyle[]): RenderChoices {
  refuseMisapplied(request, mode)
  try {
    return resolveChoices(mode, request, catalog)
  } catch (error) {
    if (error instanceof RenderOptionError) throw badRequest('BAD_RENDER_OPTION', error.message)
    throw error
  }
}

const ascending = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b)

/** What the job drew with, as its response's `options`: only what its mode takes, defaults filled in. */
export function recordedOptions(
  mode: DrawingMode,
  choices: RenderChoices,
  imageHeight: number | undefined,
  page?: PageOptions,
): JobRenderOptions {
  const { sizes } = choices
  return {
    style: mode,
    ...(optionApplies(mode, 'seed') ? { seed: choices.seed } : {}),
    fonts: [...new Set(choices.styles.map((style) => style.family))],
    weights: ascending(choices.styles.map((style) => style.weight)),
    ...(isSizeRange(sizes) ? { size_range: { ...sizes } } : { sizes: ascending(sizes) }),
    ...(imageHeight ? { image_height: imageHeight } : {}),
    ...(optionApplies(mode, 'backgrounds') ? { backgrounds: [...choices.backgrounds] } : {}),
    ...(optionApplies(mode, 'variants') ? { variants: choices.variants } : {}),
    ...(page ? { columns: page.columns, rotation: page.rotation, scan_look: page.scanLook } : {}),
  }
}
