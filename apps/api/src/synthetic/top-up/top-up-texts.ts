import {
  DEFAULT_SEED,
  DEFAULT_TOP_UP_LINES,
  DEFAULT_WEAK_CLUSTERS,
  type GenerateRequest,
  type TopUpResult,
  type WeakClustersResponse,
} from '@odia-ai/contract'
import { AppError, badRequest } from '../../errors'
import { LIMITS } from '../limits'
import { selectLines } from './select-lines'

/** What a top-up reads of an annotation project; a missing project throws its 404. */
export interface ProjectMistakes {
  weakClusters: (project: number, clusters: number) => Promise<WeakClustersResponse>
  validatedLines: (project: number) => string[]
}

export interface SourceTexts {
  texts: string[]
  skipped: Array<{ reason: string; count: number }>
}

/** Validated lines longer than a job takes are left out and counted, as dataset rows are. */
function validatedTexts(lines: string[]): SourceTexts {
  const texts = lines.filter((line) => [...line].length <= LIMITS.charactersPerText)
  const long = lines.length - texts.length
  return {
    texts,
    skipped:
      long > 0 ? [{ reason: `validated line longer than ${LIMITS.charactersPerText} characters`, count: long }] : [],
  }
}

/**
 * The texts of a top-up job: the lines of its source (the project's validated texts, or the request's own input read
 * whole, up to the job limit) that bring the project's weak clusters toward their targets, up to `max_samples` lines.
 */
export async function topUpTexts(
  request: GenerateRequest,
  mistakes: ProjectMistakes | undefined,
  readInput: (request: GenerateRequest) => Promise<SourceTexts>,
): Promise<SourceTexts & { rows: number[]; topUp: TopUpResult }> {
  const { project, source, clusters = DEFAULT_WEAK_CLUSTERS } = request.top_up!
  if (!mistakes)
    throw badRequest(
      'TOP_UP_NEEDS_SERVER',
      "A top-up reads an annotation project's mistakes: start it from the server (the page or the API).",
    )
  const weak = await mistakes.weakClusters(project, clusters)
  if (weak.clusters.length === 0) {
    throw new AppError(
      422,
      'NO_WEAK_CLUSTERS',
      `The engine read all ${weak.texts} validated texts of this project right: there is no weak cluster to target.`,
    )
  }
  const read =
    source === 'validated'
      ? validatedTexts(mistakes.validatedLines(project))
      : await readInput({ ...request, max_samples: LIMITS.textsPerJob })
  const count = Math.min(request.max_samples ?? DEFAULT_TOP_UP_LINES, LIMITS.textsPerJob)
  const selection = selectLines(read.texts, weak.clusters, count, request.seed ?? DEFAULT_SEED)
  if (selection.lines.length === 0) {
    const named = weak.clusters
      .slice(0, 10)
      .map(({ cluster }) => cluster)
      .join(' ')
    throw new AppError(
      422,
      'NO_LINE_WITH_WEAK_CLUSTERS',
      `None of the ${selection.candidates} lines of the ${source === 'validated' ? 'validated texts' : 'input'} holds a weak cluster of this project (${named}): give text that does.`,
    )
  }
  return {
    texts: selection.lines,
    // The chosen lines are numbered in the order chosen: the job's rows are the selection, not the source.
    rows: selection.lines.map((_, index) => index + 1),
    skipped: read.skipped,
    topUp: {
      project,
      source,
      candidates: selection.candidates,
      lines: selection.lines.length,
      targets: selection.targets,
    },
  }
}
