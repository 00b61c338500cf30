import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import type { ArchiveEntry } from '../datasets/line-formats'
import { ZipOutput } from '../datasets/zip-output'
import type { ModelFile, StoredModel } from './stored-model'

/** A model file as a user can use it: plain `.traineddata`, the shipped ones unzipped on the way. */
const plain = (file: ModelFile) => (): Readable =>
  file.gzip ? createReadStream(file.path).pipe(createGunzip()) : createReadStream(file.path)

/** The card of a model that has none of its own (ori): what it is and where it came from. */
const shortCard = ({ info }: StoredModel) =>
  `# ${info.label}\n\nStarting point: ${info.starting_point}. Integer (fast) weights: put \`fast/${info.id}.traineddata\` in a tessdata folder to read with it.\n`

/**
 * A model as one ZIP under `<id>/`: `fast/<id>.traineddata` (what recognition reads), `best/<id>.traineddata` when it
 * is trainable, and its card, `model.json` and `eval.json` where it has them. Streamed as it is read.
 */
export function modelArchive(model: StoredModel): { name: string; archive: Readable } {
  const { id } = model.info
  const entries: ArchiveEntry[] = [
    { path: `${id}/fast/${id}.traineddata`, data: plain(model.fast), deflate: true },
    ...(model.best ? [{ path: `${id}/best/${id}.traineddata`, data: plain(model.best), deflate: true }] : []),
    ...model.extras.map((file) => ({
      path: `${id}/${file.path.slice(file.path.lastIndexOf('/') + 1)}`,
      data: plain(file),
      deflate: true,
    })),
    ...(model.extras.some((file) => file.path.endsWith('/README.md'))
      ? []
      : [{ path: `${id}/README.md`, data: shortCard(model), deflate: true }]),
  ]
  const zip = new ZipOutput(new Date())
  zip
    .addAll(entries)
    .then(() => zip.end())
    .catch((error: unknown) => zip.destroy(error))
  return { name: `${id}.zip`, archive: zip.stream }
}
