import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { BASE_MODEL_ID, ModelIdSchema, ModelInfoSchema, ORI_MODEL_ID, type ModelInfo } from '@odia-ai/contract'
import type { FastifyBaseLogger } from 'fastify'
import { Value } from 'typebox/value'
import { AppError, notFound } from '../errors'
import type { ModelSource } from '../ocr/engines/model-source'
import { oriModel, sourceOf, type ModelFile, type StoredModel } from './stored-model'

const BUILTIN_IDS: readonly string[] = [ORI_MODEL_ID, BASE_MODEL_ID]

/** The card, the model's facts and its evaluation, offered with a download when present. */
const EXTRA_FILES = ['README.md', 'model.json', 'eval.json']

/** A model being deleted is renamed to this prefix first: it leaves the list whole, and a killed server's is removed. */
const DELETING = '.deleting-'

const unknownModel = (id: string) =>
  notFound('MODEL_NOT_FOUND', `There is no model “${id}”: pick one the model list offers.`)

const fileIfThere = async (path: string, gzip: boolean): Promise<ModelFile | undefined> =>
  (await stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  ))
    ? { path, gzip }
    : undefined

export interface ModelStoreOptions {
  /** `DATA_DIR/models`: a folder per trained or added model, written whole beside it (`.partial-<id>`) and renamed in. */
  modelsDir: string
  /** The shipped base model's folder; it is listed once its `model.json` is there. */
  baseDir: string
  log?: FastifyBaseLogger
}

/**
 * The offline engine's models: `ori`, the shipped base when present, and every complete folder of `DATA_DIR/models/`
 * whose `model.json` holds to the contract (a folder that does not is left out of the list and logged). Dot-folders
 * (a model being written) are never listed.
 */
export class ModelStore {
  readonly modelsDir: string

  constructor(private readonly options: ModelStoreOptions) {
    this.modelsDir = options.modelsDir
  }

  async list(): Promise<ModelInfo[]> {
    return (await this.all()).map((model) => model.info)
  }

  /** The model named `id`; one that does not exist (or an id that could not be one) is a 404. */
  async find(id: string): Promise<StoredModel> {
    if (!Value.Check(ModelIdSchema, id)) throw unknownModel(id)
    if (id === ORI_MODEL_ID) return oriModel()
    const model = id === BASE_MODEL_ID ? await this.base() : await this.folder(join(this.modelsDir, id), 'trained')
    if (!model || model.info.id !== id) throw unknownModel(id)
    return model
  }

  /** Whether a model of this id exists (built-ins included) or is being trained, so a new one cannot take it. */
  exists(id: string): boolean {
    // `.partial-<id>`: a training writing a model of that id.
    return BUILTIN_IDS.includes(id) || [id, `.partial-${id}`].some((name) => existsSync(join(this.modelsDir, name)))
  }

  /** Where tesseract.js reads the model's integer file. */
  async source(id: string): Promise<ModelSource> {
    return sourceOf(await this.find(id))
  }

  /** The integer model's bytes, unzipped. */
  async fastBytes(id: string): Promise<Uint8Array> {
    const { fast } = await this.find(id)
    const bytes = await readFile(fast.path)
    return fast.gzip ? gunzipSync(bytes) : bytes
  }

  /** Deletes a trained or added model: its folder is renamed aside first, so it leaves the list at once and whole. */
  async remove(id: string): Promise<ModelInfo> {
    const model = await this.find(id)
    if (model.info.kind === 'builtin')
      throw new AppError(
        409,
        'MODEL_IS_BUILTIN',
        `“${model.info.label}” ships with the tool: it cannot be deleted (other models can be).`,
      )
    const aside = join(this.modelsDir, `${DELETING}${id}-${Date.now()}`)
    await rename(join(this.modelsDir, id), aside)
    await rm(aside, { recursive: true, force: true })
    return model.info
  }

  /** Removes what deletes cut short by a killed server left (run at start-up, before any request). */
  async removeLeftovers(): Promise<void> {
    const names = await readdir(this.modelsDir).catch(() => [])
    await Promise.all(
      names
        .filter((name) => name.startsWith(DELETING))
        .map((name) => rm(join(this.modelsDir, name), { recursive: true, force: true })),
    )
  }

  private async all(): Promise<StoredModel[]> {
    const base = await this.base()
    let names: string[] = []
    try {
      names = (await readdir(this.modelsDir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !BUILTIN_IDS.includes(entry.name))
        .map((entry) => entry.name)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    const found = await Promise.all(names.map((name) => this.folder(join(this.modelsDir, name), 'trained')))
    const stored = found.filter((model): model is StoredModel => model !== undefined)
    stored.sort((a, b) => a.info.created_at.localeCompare(b.info.created_at) || a.info.id.localeCompare(b.info.id))
    return [oriModel(), ...(base ? [base] : []), ...stored]
  }

  private async base(): Promise<StoredModel | undefined> {
    const model = await this.folder(this.options.baseDir, 'builtin')
    return model && { ...model, info: { ...model.info, kind: 'builtin' } }
  }

  /**
   * A model folder as the layout has it, or undefined: no `model.json` (not complete), a `model.json` the contract
   * refuses or naming another id, or no integer file. `shipped`: the repository's base, whose files are gzipped.
   */
  private async folder(path: string, from: 'builtin' | 'trained'): Promise<StoredModel | undefined> {
    let raw: string
    try {
      raw = await readFile(join(path, 'model.json'), 'utf8')
    } catch {
      return undefined
    }
    const folderName = path.slice(path.lastIndexOf('/') + 1)
    let info: unknown
    try {
      info = JSON.parse(raw)
    } catch {
      info = undefined
    }
    if (!Value.Check(ModelInfoSchema, info) || info.id !== folderName) {
      this.options.log?.warn(
        { folder: path },
        'a model folder whose model.json does not hold to the contract is left out',
      )
      return undefined
    }
    const gz = from === 'builtin' ? '.gz' : ''
    const gzip = from === 'builtin'
    const fast = await fileIfThere(join(path, 'fast', `${info.id}.traineddata${gz}`), gzip)
    if (!fast) {
      this.options.log?.warn({ folder: path }, 'a model folder without its fast (integer) model is left out')
      return undefined
    }
    const best = await fileIfThere(join(path, 'best', `${info.id}.traineddata${gz}`), gzip)
    const extras = (await Promise.all(EXTRA_FILES.map((name) => fileIfThere(join(path, name), false)))).filter(
      (file): file is ModelFile => file !== undefined,
    )
    const { mtimeMs, size } = await stat(fast.path)
    return {
      info: { ...info, trainable: best !== undefined },
      fast,
      ...(best ? { best } : {}),
      extras,
      version: `${info.id}@${info.created_at}`,
      key: `${fast.path}#${size}@${Math.round(mtimeMs)}`,
    }
  }
}
