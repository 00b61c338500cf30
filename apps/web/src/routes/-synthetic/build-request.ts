import { DEFAULT_TEXT_COLUMN, drawingModeOf, SYNTHETIC_MODES, type DatasetStyle, type GenerateRequest, type SyntheticMode } from '@odia-ai/contract'
import { INITIAL_RENDER_FORM, renderRequestFields, type RenderForm } from './render-form'

export interface GeneratorForm {
  mode: SyntheticMode
  jobName: string
  text: string
  datasetUrl: string
  textColumn: string
  maxSamples: string
  datasetStyle: DatasetStyle
  render: RenderForm
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
  render: INITIAL_RENDER_FORM,
}

/**
 * The request the form makes (SPEC §3.2): an empty job name and dataset URL are omitted, Text Column
 * falls back to `text`, Max Samples is a number only when filled. Render options are sent only when they apply to the
 * mode and differ from its defaults.
 */
export function buildRequest(form: GeneratorForm): GenerateRequest {
  const request: GenerateRequest = { mode: form.mode, ...renderRequestFields(form.render, drawingModeOf(form.mode, form.datasetStyle)) }
  if (form.jobName.trim()) request.output_subdir = form.jobName.trim()
  if (SYNTHETIC_MODES[form.mode].input === 'text') {
    request.text = form.text.normalize('NFC')
    return request
  }
  if (form.datasetUrl.trim()) request.dataset_url = form.datasetUrl.trim()
  request.text_column = form.textColumn.trim() || DEFAULT_TEXT_COLUMN
  if (form.maxSamples.trim()) request.max_samples = Number(form.maxSamples)
  if (form.datasetStyle !== 'single') request.dataset_style = form.datasetStyle
  return request
}
