import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { ModelIdSchema, type ModelInfo } from '@odia-ai/contract'
import { Value } from 'typebox/value'
import { AppError, badRequest } from '../errors'
import { cleanName } from '../files/clean-name'
import { requireTool, runTool } from '../training/tesseract-tools'
import { checkModelLoads } from '../ocr/engines/tesseract/load-check'
import type { ModelStore } from './model-store'
import { checkOdiaModel, type CheckedModel } from './odia-model-check'

/** A user's own `.traineddata`, as the upload brought it. */
export interface ModelUpload {
  bytes: Uint8Array
  fileName: string
  id?: string | undefined
  label?: string | undefined
  projectId?: number | undefined
}

const idTaken = (id: string) =>
  new AppError(409, 'MODEL_ID_TAKEN', `A model is already called “${id}”: give this one another id.`)

/** The id a file's name makes: `My ori_best.traineddata.gz` → `my-ori_best`. */
function idFromName(fileName: string): string {
  const stem = fileName.replace(/\.gz$/i, '').replace(/\.traineddata$/i, '')
  const slug = stem
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|-+$/g, '')
    .slice(0, 56)
  return slug || 'model'
}

/** The id given (a bad or taken one refused), or one made from the file's name and numbered past those taken. */
function chooseId(store: ModelStore, upload: ModelUpload): string {
  if (upload.id !== undefined) {
    const { id } = upload
    if (!Value.Check(ModelIdSchema, id))
      throw badRequest(
        'BAD_MODEL_ID',
        `“${String(id)}” cannot be a model id: use 1–64 lower-case letters, digits, - and _, starting with a letter or digit.`,
      )
    if (store.exists(id)) throw idTaken(id)
    return id
  }
  const base = idFromName(upload.fileName)
  let id = base
  for (let n = 2; store.exists(id); n++) id = `${base}-${n}`
  return id
}

function unzipped(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes
  try {
    return gunzipSync(bytes)
  } catch {
    throw badRequest('NOT_TRAINEDDATA', 'This file is gzipped but cannot be unzipped: it is cut short or damaged.')
  }
}

/** Whether Tesseract's own trainer is here to make a float model's integer copy. */
function hasLstmtraining(): boolean {
  try {
    requireTool('lstmtraining')
    return true
  } catch {
    return false
  }
}

/** The integer copy of a float model, as training makes it (`--stop_training --convert_to_int`). */
async function convertToInt(folder: string, id: string, model: CheckedModel): Promise<void> {
  const lstm = join(folder, `${id}.lstm`)
  await writeFile(lstm, model.lstm)
  try {
    await runTool('lstmtraining', [
      '--stop_training',
      '--continue_from',
      lstm,
      '--traineddata',
      join(folder, 'best', `${id}.traineddata`),
      '--convert_to_int',
      '--model_output',
      join(folder, 'fast', `${id}.traineddata`),
    ])
  } finally {
    await rm(lstm, { force: true })
  }
}

const card = (info: ModelInfo, fileName: string, integer: boolean, converted: boolean) =>
  `# ${info.label}

Added to Odia AI Tools from \`${fileName}\` on ${info.created_at.slice(0, 10)}: a user's own model, not trained here.

- **Weights**: ${
    integer
      ? 'integer (fast): it reads; training from it recovers a float copy first.'
      : `float (best, \`best/${info.id}.traineddata\`): it can be trained further. ${
          converted
            ? `Its integer copy (\`fast/${info.id}.traineddata\`) was made with \`lstmtraining --convert_to_int\`.`
            : 'Tesseract’s lstmtraining was not installed, so recognition reads the float model itself.'
        }`
  }
- **Training iterations** recorded in the file: ${info.iterations}.
- **Measured**: nothing yet; this tool has not evaluated it.
`

/**
 * Adds an uploaded model: checked to be an Odia LSTM model, written whole into `.partial-<id>-…/` (model.json, the card,
 * `fast/` and, for a float model, `best/`), checked to load in the offline engine, then renamed into place. Whatever
 * fails leaves nothing behind.
 */
export async function addUploadedModel(store: ModelStore, upload: ModelUpload): Promise<ModelInfo> {
  const traineddata = unzipped(upload.bytes)
  const checked = checkOdiaModel(traineddata)
  const id = chooseId(store, upload)
  const info: ModelInfo = {
    id,
    label: upload.label?.trim() ? cleanName(upload.label, 'The model’s name') : id,
    kind: 'added',
    ...(upload.projectId !== undefined ? { project_id: upload.projectId } : {}),
    created_at: new Date().toISOString(),
    starting_point: `added from ${cleanName(upload.fileName || 'a file', 'The file name')}`,
    iterations: checked.iterations,
    seconds: 0,
    trainable: !checked.integer,
    scores: [],
  }
  // Its own folder, so two uploads that chose the same id never write into one another's.
  const partial = join(store.modelsDir, `.partial-${id}-${randomUUID()}`)
  try {
    await mkdir(join(partial, 'fast'), { recursive: true })
    let converted = false
    if (checked.integer) await writeFile(join(partial, 'fast', `${id}.traineddata`), traineddata)
    else {
      await mkdir(join(partial, 'best'))
      await writeFile(join(partial, 'best', `${id}.traineddata`), traineddata)
      converted = hasLstmtraining()
      if (converted) await convertToInt(partial, id, checked)
      else await writeFile(join(partial, 'fast', `${id}.traineddata`), traineddata)
    }
    await checkModelLoads({
      id,
      version: id,
      key: partial,
      langPath: join(partial, 'fast'),
      code: id,
      gzip: false,
    })
    await writeFile(join(partial, 'README.md'), card(info, upload.fileName, checked.integer, converted))
    await writeFile(join(partial, 'model.json'), `${JSON.stringify(info, null, 2)}\n`)
    if (store.exists(id)) throw idTaken(id)
    await rename(partial, join(store.modelsDir, id)).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOTEMPTY' || error.code === 'EEXIST' ? idTaken(id) : error
    })
    return info
  } finally {
    await rm(partial, { recursive: true, force: true })
  }
}
