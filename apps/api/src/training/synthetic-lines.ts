// The generator's own lines for a training: rendered into a tesstrain folder inside the run's work folder, with the
// generator's options (the request flags of `pnpm synth`).
import { join } from 'node:path'
import type { GenerateRequest } from '@odia-ai/contract'
import { SyntheticGenerator } from '../synthetic/synthetic-generator'

export interface SyntheticSet {
  dir: string
  images: number
}

/** The options a card records: every flag given, as `pnpm synth` takes them. */
export function describeRequest(request: Partial<GenerateRequest>): string {
  return Object.entries(request)
    .filter(([field]) => field !== 'text' && field !== 'output_subdir' && field !== 'output_format')
    .map(
      ([field, value]) =>
        `--${field.replaceAll('_', '-')} ${Array.isArray(value) ? value.join(',') : JSON.stringify(value)}`,
    )
    .join(' ')
}

export async function renderSyntheticLines(
  request: GenerateRequest,
  texts: readonly string[],
  workDir: string,
  signal: AbortSignal,
  workers: number,
  onImages: (done: number, total: number) => void,
): Promise<SyntheticSet> {
  const generator = new SyntheticGenerator({
    outputRoot: workDir,
    fontsDir: undefined,
    workers,
    datasetUrlAllowPrivate: false,
  })
  try {
    const prepared = await generator.prepare(
      { ...request, text: texts.join('\n'), output_subdir: 'synthetic', output_format: 'tesstrain' },
      signal,
    )
    let done = 0
    const result = await prepared.run(signal, (count) => onImages((done += count), prepared.total))
    return { dir: join(workDir, prepared.folder), images: result.image_count }
  } finally {
    await generator.close()
  }
}
