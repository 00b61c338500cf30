import { DEFAULT_TEXT_COLUMN, type DatasetStyle, type GenerateRequest, type SyntheticMode } from '@odia-ai/contract'

export interface GeneratorForm {
  mode: SyntheticMode
  jobName: string
  text: string
  datasetUrl: string
  textColumn: string
  maxSamples: string
  datasetStyle: DatasetStyle
  /** `page` mode's options. */
  columns: 1 | 2
  rotation: boolean
  scanLook: boolean
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
  columns: 1,
  rotation: false,
  scanLook: false,
}

/**
 * The request the form makes (SPEC §3.2): an empty job name and dataset URL are omitted, Text Column
 * falls back to `text`, Max Samples is a number only when filled.
 */
export function buildRequest(form: GeneratorForm): GenerateRequest {
  const request: GenerateRequest = { mode: form.mode }
  if (form.jobName.trim()) request.output_subdir = form.jobName.trim()
  if (form.mode !== 'huggingface') {
    request.text = form.text.normalize('NFC')
    if (form.mode === 'page') Object.assign(request, pageOptions(form))
    return request
  }
  if (form.datasetUrl.trim()) request.dataset_url = form.datasetUrl.trim()
  request.text_column = form.textColumn.trim() || DEFAULT_TEXT_COLUMN
  if (form.maxSamples.trim()) request.max_samples = Number(form.maxSamples)
  if (form.datasetStyle !== 'single') request.dataset_style = form.datasetStyle
  return request
}

/** Page mode's options as the request takes them: only those that differ from the defaults (one column, upright, clean). */
function pageOptions(form: GeneratorForm): Pick<GenerateRequest, 'columns' | 'rotation' | 'scan_look'> {
  return { ...(form.columns === 2 ? { columns: 2 } : {}), ...(form.rotation ? { rotation: true } : {}), ...(form.scanLook ? { scan_look: true } : {}) }
}
