import {
  DEFAULT_HF_CONFIG,
  DEFAULT_HF_SPLIT,
  DEFAULT_MAX_LINE_CHARS,
  DEFAULT_OUTPUT_FORMAT,
  DEFAULT_STRENGTH,
  DEFAULT_TEXT_COLUMN,
  drawingModeOf,
  isPageMode,
  optionApplies,
  outputFormatsOf,
  SYNTHETIC_MODES,
  type DatasetStyle,
  type DegradationStrength,
  type GenerateRequest,
  type OutputFormat,
  type SyntheticMode,
} from '@odia-ai/contract'
import { INITIAL_RENDER_FORM, renderRequestFields, type RenderForm } from './render-form'

/** Where dataset mode reads its rows: a URL, a file uploaded from this computer, or a Hugging Face dataset id. */
export const DATASET_SOURCES = ['url', 'file', 'hf'] as const
export type DatasetSource = (typeof DATASET_SOURCES)[number]

export interface GeneratorForm {
  mode: SyntheticMode
  jobName: string
  text: string
  source: DatasetSource
  datasetUrl: string
  /** The uploaded file's id and name, once the server has it. */
  uploadId: string
  uploadName: string
  hfDataset: string
  hfConfig: string
  hfSplit: string
  textColumn: string
  maxSamples: string
  /** Empty keeps each row whole (rows over 500 characters are skipped). */
  maxLineChars: string
  datasetStyle: DatasetStyle
  render: RenderForm
  strength: DegradationStrength
  /** As chosen; a mode that does not write it writes the default (see formatOf). */
  outputFormat: OutputFormat
  /** Page mode's layout. */
  columns: 1 | 2
  rotation: boolean
  scanLook: boolean
}

export const SAMPLE_TEXT = 'ଓଡ଼ିଆ ଭାରତର ଏକ ପ୍ରାଚୀନ ଓ ସମୃଦ୍ଧ ଭାଷା।'

export const INITIAL_FORM: GeneratorForm = {
  mode: 'single',
  jobName: '',
  text: SAMPLE_TEXT,
  source: 'url',
  datasetUrl: '',
  uploadId: '',
  uploadName: '',
  hfDataset: '',
  hfConfig: DEFAULT_HF_CONFIG,
  hfSplit: DEFAULT_HF_SPLIT,
  textColumn: DEFAULT_TEXT_COLUMN,
  maxSamples: '',
  maxLineChars: String(DEFAULT_MAX_LINE_CHARS),
  datasetStyle: 'single',
  strength: DEFAULT_STRENGTH,
  render: INITIAL_RENDER_FORM,
  outputFormat: DEFAULT_OUTPUT_FORMAT,
  columns: 1,
  rotation: false,
  scanLook: false,
}

/** The request fields naming the chosen dataset source; an empty one is omitted (the server then says what is missing). */
function datasetSource(form: GeneratorForm): Partial<GenerateRequest> {
  if (form.source === 'file') return form.uploadId ? { upload_id: form.uploadId } : {}
  if (form.source === 'hf') {
    if (!form.hfDataset.trim()) return {}
    return {
      hf_dataset: form.hfDataset.trim(),
      hf_config: form.hfConfig.trim() || DEFAULT_HF_CONFIG,
      hf_split: form.hfSplit.trim() || DEFAULT_HF_SPLIT,
    }
  }
  return form.datasetUrl.trim() ? { dataset_url: form.datasetUrl.trim() } : {}
}

/** Whether the form's images are drawn in a mode that takes a degradation strength (a dataset's rows in their style). */
export const degrades = (form: GeneratorForm): boolean =>
  optionApplies(drawingModeOf(form.mode, form.datasetStyle), 'strength')

/** The output format the form asks for: the one chosen while the mode writes it, else the default. */
export const formatOf = ({ mode, outputFormat }: Pick<GeneratorForm, 'mode' | 'outputFormat'>): OutputFormat =>
  outputFormatsOf(mode).includes(outputFormat) ? outputFormat : DEFAULT_OUTPUT_FORMAT

/**
 * The request the form makes (SPEC §3.2): an empty job name and dataset URL are omitted, Text Column
 * falls back to `text`, Max Samples is a number only when filled; so is the line length for splitting rows. Render
 * options are sent only when they apply to the mode and differ from its defaults; so are the degradation strength and
 * the output format.
 */
export function buildRequest(form: GeneratorForm): GenerateRequest {
  const request: GenerateRequest = {
    mode: form.mode,
    ...renderRequestFields(form.render, drawingModeOf(form.mode, form.datasetStyle)),
  }
  if (form.jobName.trim()) request.output_subdir = form.jobName.trim()
  if (degrades(form) && form.strength !== DEFAULT_STRENGTH) request.strength = form.strength
  if (formatOf(form) !== DEFAULT_OUTPUT_FORMAT) request.output_format = formatOf(form)
  if (SYNTHETIC_MODES[form.mode].input === 'text') {
    request.text = form.text.normalize('NFC')
    if (isPageMode(form.mode)) Object.assign(request, pageOptions(form))
    return request
  }
  Object.assign(request, datasetSource(form))
  request.text_column = form.textColumn.trim() || DEFAULT_TEXT_COLUMN
  if (form.maxSamples.trim()) request.max_samples = Number(form.maxSamples)
  if (form.maxLineChars.trim()) request.max_line_chars = Number(form.maxLineChars)
  if (form.datasetStyle !== 'single') request.dataset_style = form.datasetStyle
  return request
}

/** Page mode's options as the request takes them: only those that differ from the defaults (one column, upright, clean). */
function pageOptions(form: GeneratorForm): Pick<GenerateRequest, 'columns' | 'rotation' | 'scan_look'> {
  return {
    ...(form.columns === 2 ? { columns: 2 } : {}),
    ...(form.rotation ? { rotation: true } : {}),
    ...(form.scanLook ? { scan_look: true } : {}),
  }
}
