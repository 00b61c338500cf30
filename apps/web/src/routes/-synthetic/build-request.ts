import { DEFAULT_STRENGTH, DEFAULT_TEXT_COLUMN, type DatasetStyle, type DegradationStrength, type GenerateRequest, type SyntheticMode } from '@odia-ai/contract'

export interface GeneratorForm {
  mode: SyntheticMode
  jobName: string
  text: string
  datasetUrl: string
  textColumn: string
  maxSamples: string
  datasetStyle: DatasetStyle
  strength: DegradationStrength
}

export const SAMPLE_TEXT = 'ଓଡ଼ିଆ ଭାରତର ଏକ ପ୍ରାଚୀନ ଓ ସମୃଦ୍ଧ ଭାଷା।'

export const INITIAL_FORM: GeneratorForm = {
  mode: 'single',
  jobName: '',
  text: SAMPLE_TEXT,
  datasetUrl: '',
  textColumn: DEFAULT_TEXT_COLUMN,
  maxSamples: '',
  datasetStyle: 'single',
  strength: DEFAULT_STRENGTH,
}

/** Whether the form makes ultra-realistic images, the only ones a degradation strength applies to. */
export const degrades = (form: GeneratorForm): boolean => form.mode === 'ultra-realistic' || (form.mode === 'huggingface' && form.datasetStyle === 'ultra-realistic')

/**
 * The request the form makes (SPEC §3.2): an empty job name and dataset URL are omitted, Text Column
 * falls back to `text`, Max Samples is a number only when filled; the default strength is omitted, as is any
 * strength for images that are not degraded.
 */
export function buildRequest(form: GeneratorForm): GenerateRequest {
  const request: GenerateRequest = { mode: form.mode }
  if (form.jobName.trim()) request.output_subdir = form.jobName.trim()
  if (degrades(form) && form.strength !== DEFAULT_STRENGTH) request.strength = form.strength
  if (form.mode !== 'huggingface') {
    request.text = form.text.normalize('NFC')
    return request
  }
  if (form.datasetUrl.trim()) request.dataset_url = form.datasetUrl.trim()
  request.text_column = form.textColumn.trim() || DEFAULT_TEXT_COLUMN
  if (form.maxSamples.trim()) request.max_samples = Number(form.maxSamples)
  if (form.datasetStyle !== 'single') request.dataset_style = form.datasetStyle
  return request
}
