// The recognition models' folders as training reads and writes them (`DATA_DIR/models/<id>/`, the layout agreed in
// packages/contract/src/recognition-models.ts): where a training starts from, and how its model is put in place, whole.
import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { BASE_MODEL_ID, ORI_MODEL_ID, SCRATCH_START } from '@odia-ai/contract'
import { AppError, notFound } from '../../errors'
import { baseModelFile, startingPoint, type StartingPoint } from '../starting-point'

/** A model folder being written; dot-folders are never listed, and one left by a stopped server is removed. */
export const partialFolder = (modelsRoot: string, id: string): string => join(modelsRoot, `.partial-${id}`)

/** Model ids a trained model may not take: the starting points named otherwise. */
const RESERVED_IDS = new Set<string>([ORI_MODEL_ID, BASE_MODEL_ID, SCRATCH_START])

/** A model's id from the name people gave it: ASCII letters and digits (an Odia name gives `model`), then a free number. */
export function freeModelId(modelsRoot: string, name: string): string {
  const stem =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'model'
  const taken = (id: string) =>
    RESERVED_IDS.has(id) || existsSync(join(modelsRoot, id)) || existsSync(partialFolder(modelsRoot, id))
  let id = stem
  for (let number = 2; taken(id); number += 1) id = `${stem}-${number}`
  return id
}

/** Moves a finished model folder into place; one of that id already there stays (the new one is refused). */
export async function publishModel(modelsRoot: string, id: string): Promise<string> {
  const target = join(modelsRoot, id)
  if (existsSync(target)) throw new Error(`A model ${id} appeared while this one was trained.`)
  await rename(partialFolder(modelsRoot, id), target)
  return target
}

export const removePartial = (modelsRoot: string, id: string): Promise<void> =>
  rm(partialFolder(modelsRoot, id), { recursive: true, force: true })

export interface ModelPlaces {
  /** `DATA_DIR/models`. */
  modelsRoot: string
  /** The shipped base model's folder (`apps/api/models/odia-base`): `best/odia-base.traineddata.gz`. */
  baseModelDir: string
}

const unusable = (from: string, reason: string) =>
  new AppError(422, 'STARTING_POINT_UNUSABLE', `Training cannot start from ${from}: ${reason}`)

/** Reads a model file as a starting point; one that cannot be read or recovered to float is refused with the reason. */
function startFrom(from: string, description: string, path: string): StartingPoint {
  try {
    return { ...startingPoint(path), name: from, description }
  } catch (error) {
    throw unusable(description, `${(error as Error).message.replace(/\.$/, '')}.`)
  }
}

/**
 * Where a training starts: `odia-base` (the shipped base model), `ori` (recovered to float), `scratch`, or a model of
 * `DATA_DIR/models` (its float copy, else its integer one recovered to float).
 */
export function resolveStart(from: string, places: ModelPlaces): StartingPoint {
  if (from === ORI_MODEL_ID) return startingPoint('ori')
  if (from === SCRATCH_START) return startingPoint('scratch')
  if (from === BASE_MODEL_ID) {
    const path = baseModelFile(places.baseModelDir)
    if (!existsSync(path))
      throw notFound('MODEL_NOT_FOUND', `The base model ${BASE_MODEL_ID} is not installed (${path} is missing).`)
    return startFrom(BASE_MODEL_ID, `${BASE_MODEL_ID} (the shipped base model)`, path)
  }
  const folder = join(places.modelsRoot, from)
  if (!existsSync(join(folder, 'model.json')))
    throw notFound('MODEL_NOT_FOUND', `No model ${from}: it was deleted, or never finished.`)
  const best = join(folder, 'best', `${from}.traineddata`)
  if (existsSync(best)) return startFrom(from, from, best)
  const fast = join(folder, 'fast', `${from}.traineddata`)
  if (!existsSync(fast)) throw unusable(from, 'its folder holds no model file.')
  return startFrom(from, `${from}, an integer model recovered to float`, fast)
}
