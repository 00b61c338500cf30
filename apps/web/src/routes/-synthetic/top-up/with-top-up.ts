import type { GenerateRequest, TopUpSource } from '@odia-ai/contract'
import type { GeneratorForm } from '../build-request'

/**
 * The request with its top-up: lines chosen from `source` for the project's weak clusters, as many as Max Samples says
 * (the server's default when empty), in every mode.
 */
export function withTopUp(
  request: GenerateRequest,
  form: GeneratorForm,
  project: number,
  source: TopUpSource,
): GenerateRequest {
  const lines = form.maxSamples.trim()
  return { ...request, ...(lines ? { max_samples: Number(lines) } : {}), top_up: { project, source } }
}
