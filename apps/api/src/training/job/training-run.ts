// The training job's work: the project's lines written out, the training pipeline (train-model.ts) run, and the model
// it makes written into `DATA_DIR/models/<id>/`, whole.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { ModelInfo } from '@odia-ai/contract'
import { badRequest } from '../../errors'
import type { Job } from '../../jobs/job'
import type { OcrServices } from '../../ocr/ocr-services'
import { writeAtomically } from '../evaluate-model'
import { trainModel, type TrainModelEvents } from '../train-model'
import { modelScores } from '../evaluate'
import { partialFolder, publishModel } from './model-folders'
import { writeProjectLines } from './project-lines'
import type { CheckedTraining } from './training-check'

export interface TrainingPlaces {
  modelsRoot: string
  /** `DATA_DIR/training`: the project's crops (`lines/`) and lstmtraining's work (`work/`). */
  root: string
  project: (id: number) => OcrServices
}

export const trainingWorkDir = (root: string): string => join(root, 'work')

export async function runTraining(
  job: Job,
  checked: CheckedTraining,
  places: TrainingPlaces,
  events: TrainModelEvents,
): Promise<ModelInfo> {
  const { request, modelId, start } = checked
  const partial = partialFolder(places.modelsRoot, modelId)
  const workDir = trainingWorkDir(places.root)
  const linesDir = join(places.root, 'lines')
  await Promise.all([partial, workDir, linesDir].map((dir) => rm(dir, { recursive: true, force: true })))
  events.onPhase?.('preparing')
  const groundTruth =
    request.validated_lines === false
      ? []
      : [
          {
            folder: 'validated lines',
            lines: await writeProjectLines(places.project(request.project), linesDir, job.signal),
          },
        ]
  if (job.signal.aborted) throw badRequest('INTERRUPTED', 'Cancelled while preparing the lines: no model was trained.')
  const trained = await trainModel(
    {
      name: modelId,
      out: partial,
      workDir,
      start,
      groundTruth,
      ...(checked.synthetic ? { synthetic: checked.synthetic } : {}),
      evalSets: [],
      budget: checked.budget,
      trainedWith: 'the tool’s training job (`POST /api/training`)',
      endings: { timedOut: 'stopped at its time budget', stopped: 'cancelled (the best checkpoint kept)' },
    },
    job.signal,
    events,
  )
  const info: ModelInfo = {
    id: modelId,
    label: request.name,
    kind: 'trained',
    project_id: request.project,
    created_at: new Date().toISOString(),
    starting_point: start.description,
    iterations: trained.iterations,
    seconds: Math.round(trained.seconds * 10) / 10,
    trainable: true,
    scores: modelScores(trained.evalSets),
  }
  // model.json last: a folder with one is complete.
  writeAtomically(join(partial, 'model.json'), `${JSON.stringify(info, null, 2)}\n`)
  await publishModel(places.modelsRoot, modelId)
  return info
}
