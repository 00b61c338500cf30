import { DEFAULT_HF_CONFIG, DEFAULT_HF_SPLIT, DEFAULT_TEXT_COLUMN, type GenerateRequest } from '@odia-ai/contract'
import { AppError, badRequest } from '../../errors'
import type { DatasetRequest } from './dataset-texts'
import type { DatasetUploads } from './dataset-uploads'

/** Where Hugging Face answers, unless HF_BASE_URL names another (a mirror, or the tests' local server). */
export const DEFAULT_HF_BASE_URL = 'https://huggingface.co'

export interface DatasetSources {
  /** Undefined where there is no upload route (the CLI). */
  uploads: DatasetUploads | undefined
  hfBaseUrl: string
}

/** The dataset a `huggingface`-mode request names: exactly one of a URL, an uploaded file or a Hugging Face dataset id. */
export async function datasetRequestOf(request: GenerateRequest, sources: DatasetSources): Promise<DatasetRequest> {
  const named = [request.dataset_url?.trim(), request.upload_id, request.hf_dataset].filter(Boolean)
  if (named.length === 0) {
    throw badRequest(
      'NO_DATASET_URL',
      'Enter the URL of the dataset to render (or choose a file, or name a Hugging Face dataset).',
    )
  }
  if (named.length > 1)
    throw badRequest(
      'TWO_DATASET_SOURCES',
      'Name one dataset to read: a URL, an uploaded file or a Hugging Face dataset id, not several.',
    )
  const read = {
    column: request.text_column || DEFAULT_TEXT_COLUMN,
    maxSamples: request.max_samples,
    maxLineChars: request.max_line_chars,
  }
  if (request.upload_id) {
    if (!sources.uploads)
      throw new AppError(
        404,
        'UPLOAD_NOT_FOUND',
        'Uploaded files are read by the server only; give the CLI a URL instead.',
      )
    return { ...read, upload: await sources.uploads.find(request.upload_id) }
  }
  if (request.hf_dataset) {
    const hf = {
      dataset: request.hf_dataset,
      config: request.hf_config ?? DEFAULT_HF_CONFIG,
      split: request.hf_split ?? DEFAULT_HF_SPLIT,
    }
    return { ...read, hf: { ...hf, baseUrl: sources.hfBaseUrl } }
  }
  return { ...read, url: request.dataset_url }
}
