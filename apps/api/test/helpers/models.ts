// Model folders and files for tests, made from the shipped ori: a copy of it (a "trained" model), and a copy whose
// characters are swapped, which reads differently so a test can tell which model read a line.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { ModelInfo } from '@odia-ai/contract'
import { shippedOri } from '../../src/training/starting-point'
import { readTraineddata, TESSDATA_LSTM_UNICHARSET, writeTraineddata } from '../../src/training/tessdata'

/** ori with each pair's characters swapped in its unicharset: it reads ଖ where ori reads କ, and so on. */
export function swappedOri(pairs: Array<[string, string]>): Uint8Array {
  const components = readTraineddata(shippedOri())
  const swap = new Map(pairs.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]))
  const lines = Buffer.from(components[TESSDATA_LSTM_UNICHARSET]!).toString('utf8').split('\n')
  const swapped = lines.map((line) => {
    const token = line.slice(0, line.indexOf(' '))
    const other = swap.get(token)
    return other === undefined ? line : `${other}${line.slice(token.length)}`
  })
  components[TESSDATA_LSTM_UNICHARSET] = Buffer.from(swapped.join('\n'))
  return writeTraineddata(components)
}

export const modelInfo = (id: string, overrides: Partial<ModelInfo> = {}): ModelInfo => ({
  id,
  label: `Model ${id}`,
  kind: 'trained',
  created_at: '2026-01-01T00:00:00.000Z',
  starting_point: 'odia-base',
  iterations: 400,
  seconds: 60,
  trainable: false,
  scores: [{ set: 'held out of book', lines: 10, cer: 4.2, ori_cer: 8.1 }],
  ...overrides,
})

/** A complete model folder as training writes it: model.json, the card, `fast/` (and `best/` when given). */
export function writeModelFolder(
  modelsDir: string,
  info: ModelInfo,
  fast: Uint8Array = shippedOri(),
  best?: Uint8Array,
): string {
  const folder = join(modelsDir, info.id)
  mkdirSync(join(folder, 'fast'), { recursive: true })
  writeFileSync(join(folder, 'fast', `${info.id}.traineddata`), fast)
  if (best) {
    mkdirSync(join(folder, 'best'), { recursive: true })
    writeFileSync(join(folder, 'best', `${info.id}.traineddata`), best)
  }
  writeFileSync(join(folder, 'README.md'), `# ${info.label}\n`)
  writeFileSync(join(folder, 'model.json'), JSON.stringify(info))
  return folder
}

/** A folder of the shipped base model's shape (gzipped files), standing in until the real one lands. */
export function writeBaseFolder(dir: string, fast: Uint8Array = shippedOri()): string {
  const folder = join(dir, 'odia-base')
  mkdirSync(join(folder, 'fast'), { recursive: true })
  mkdirSync(join(folder, 'best'), { recursive: true })
  writeFileSync(join(folder, 'fast', 'odia-base.traineddata.gz'), gzipSync(fast))
  writeFileSync(join(folder, 'best', 'odia-base.traineddata.gz'), gzipSync(fast))
  writeFileSync(join(folder, 'README.md'), '# odia-base\n')
  writeFileSync(
    join(folder, 'model.json'),
    JSON.stringify(modelInfo('odia-base', { kind: 'builtin', label: 'Odia base', starting_point: 'ori' })),
  )
  return folder
}
