// A training request checked before anything runs: every refusal a 4xx (or 503 without Tesseract's tools), and what
// the job needs when none applies.
import { rm } from 'node:fs/promises'
import {
  BASE_MODEL_ID,
  SYNTHETIC_TEXT_SOURCES,
  TRAINING_LIMITS,
  type GenerateRequest,
  type StartTrainingRequest,
} from '@odia-ai/contract'
import { AppError, badRequest } from '../../errors'
import type { OcrServices } from '../../ocr/ocr-services'
import { topUpTexts, type ProjectMistakes } from '../../synthetic/top-up/top-up-texts'
import { assertTrainable } from '../encoding-check'
import type { Budget } from '../progress-line'
import { shippedOri, type StartingPoint } from '../starting-point'
import { requireTool, TOOL_ENV } from '../tesseract-tools'
import type { SyntheticOptions } from '../train-model'
import { layWorkDir } from '../work-dir'
import { freeModelId } from './model-folders'
import { projectLineLabels } from './project-lines'
import { resolveStartOffThread } from './start-off-thread'

/** What a checked request becomes: everything the job needs, nothing left to refuse but what only running finds. */
export interface CheckedTraining {
  request: StartTrainingRequest
  modelId: string
  start: StartingPoint
  budget: Budget
  synthetic?: SyntheticOptions
}

export interface CheckPlaces {
  modelsRoot: string
  baseModelDir: string
  /** Where the labels' check lays the starting model out, and removes it again. */
  checkDir: string
  renderWorkers: number
  /** A project's OCR services (a missing project throws its 404). */
  project: (id: number) => OcrServices
  mistakes: ProjectMistakes
}

export async function checkTraining(request: StartTrainingRequest, places: CheckPlaces): Promise<CheckedTraining> {
  const budget = checkBudget(request.budget)
  try {
    for (const tool of ['lstmtraining', 'tesseract', 'combine_tessdata'] as const) requireTool(tool, TOOL_ENV)
  } catch (error) {
    throw new AppError(503, 'TESSERACT_MISSING', (error as Error).message)
  }
  const ocr = places.project(request.project)
  const name = request.name.normalize('NFC').trim()
  if (!name) throw badRequest('BAD_NAME', 'Name the model: its name is empty.')
  const from = request.from ?? BASE_MODEL_ID
  const start = await resolveStartOffThread(from, { modelsRoot: places.modelsRoot, baseModelDir: places.baseModelDir })
  const labels = request.validated_lines === false ? [] : await projectLineLabels(ocr)
  if (labels.length === 0 && !request.synthetic)
    throw new AppError(
      422,
      'NO_TRAINING_LINES',
      request.validated_lines === false
        ? 'Nothing to train on: ask for synthetic lines, or train on the project’s validated lines.'
        : 'This project has no validated lines to train on: validate some lines on the OCR page, or ask for synthetic lines.',
    )
  // The labels are checked before anything is drawn or trained, against the starting model's characters and those
  // the training adds for them (extended-traineddata.ts).
  await rm(places.checkDir, { recursive: true, force: true })
  const { unicharset } = await layWorkDir(places.checkDir, start.traineddata, shippedOri())
  await rm(places.checkDir, { recursive: true, force: true })
  assertTrainable(labels, unicharset, from)
  const synthetic = request.synthetic && (await syntheticOptions(request, places))
  return {
    request: { ...request, name },
    modelId: freeModelId(places.modelsRoot, name),
    start,
    budget,
    ...(synthetic ? { synthetic } : {}),
  }
}

async function syntheticOptions(request: StartTrainingRequest, places: CheckPlaces): Promise<SyntheticOptions> {
  const { lines, mode, fonts, sizes, strength, seed, texts, text } = request.synthetic!
  const generate: GenerateRequest = {
    mode,
    ...(fonts ? { fonts } : {}),
    ...(sizes ? { sizes } : {}),
    ...(strength ? { strength } : {}),
    ...(seed === undefined ? {} : { seed }),
  }
  const source = async (): Promise<string[] | undefined> => {
    if (texts === 'sample') return undefined
    if (texts === 'text') {
      if (!text?.trim()) throw badRequest('NO_TEXT', 'Synthetic texts from `text`: give the text, one line a line.')
      return text.split(/\r\n|\r|\n/).map((line) => line.normalize('NFC').trim())
    }
    if (texts === 'validated') return places.mistakes.validatedLines(request.project)
    const topUp = await topUpTexts(
      { mode, top_up: { project: request.project, source: 'validated' }, max_samples: lines, seed: seed ?? 1 },
      places.mistakes,
      () => Promise.reject(new Error('a top-up of validated lines reads no input')),
    )
    return topUp.texts
  }
  const chosen = (await source())?.filter(Boolean)
  if (chosen && chosen.length === 0)
    throw new AppError(422, 'NO_SYNTHETIC_TEXTS', `No text to draw: ${SYNTHETIC_TEXT_SOURCES[texts]} hold none.`)
  return {
    count: lines,
    request: generate,
    ...(chosen ? { source: { name: SYNTHETIC_TEXT_SOURCES[texts], lines: chosen } } : {}),
    workers: places.renderWorkers,
  }
}

/** Exactly one of iterations and minutes. */
function checkBudget({ iterations, minutes }: StartTrainingRequest['budget']): Budget {
  if (iterations !== undefined && minutes !== undefined)
    throw badRequest('BAD_BUDGET', 'Give the budget in iterations or in minutes, not both.')
  if (minutes !== undefined) return { seconds: minutes * 60 }
  if (iterations !== undefined) return { iterations }
  throw badRequest(
    'BAD_BUDGET',
    `Give a budget: iterations (${TRAINING_LIMITS.minIterations}–${TRAINING_LIMITS.maxIterations}) or minutes (1–${TRAINING_LIMITS.maxMinutes}).`,
  )
}
