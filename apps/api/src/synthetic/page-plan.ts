import { DEFAULT_OUTPUT_FORMAT, outputFormatsOf, type GenerateRequest } from '@odia-ai/contract'
import { PageLayout, type PageOptions, type PageTask, type RenderChoices, type StyleSet } from '@odia-ai/renderer'
import { badRequest } from '../errors'
import { LIMITS } from './limits'

/**
 * A page mode request's layout (defaults: one column, upright, clean). Its crops are written by the workers where the
 * format keeps line images, so a format that keeps them inside its own files (WebDataset's shards, see
 * `LINE_FORMATS[…].imagePath`) is refused: the contract's outputFormatsOf lists the others, for the page's select.
 */
export function pageOptionsOf(request: GenerateRequest): PageOptions {
  const format = request.output_format ?? DEFAULT_OUTPUT_FORMAT
  const supported = outputFormatsOf(request.mode)
  if (!supported.includes(format)) {
    throw badRequest(
      'FORMAT_NOT_FOR_PAGES',
      `output_format ${format} does not apply to ${request.mode} mode; page mode writes ${supported.join(', ')}.`,
    )
  }
  return {
    columns: request.columns === 2 ? 2 : 1,
    rotation: request.rotation ?? false,
    scanLook: request.scan_look ?? false,
  }
}

export interface PagePlan {
  pages: PageTask[]
  /** How many lines the pages hold in all. */
  lines: number
  skipped: Map<string, number>
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Every page of a job, laid out in the main thread with the event loop turning between pages. More than `limit` pages
 * (each ≈ 8.7 M pixels to draw, read and encode) is a 400, said before any is drawn.
 */
export async function planPages(
  texts: string[],
  options: PageOptions,
  choices: RenderChoices,
  set: StyleSet,
  signal: AbortSignal,
  limit: number = LIMITS.pagesPerJob,
): Promise<PagePlan> {
  const plan: PagePlan = { pages: [], lines: 0, skipped: new Map() }
  const count = ({ reason }: { reason: string }) => plan.skipped.set(reason, (plan.skipped.get(reason) ?? 0) + 1)
  for (const page of new PageLayout(set, choices).pages(texts, options, count)) {
    if (plan.pages.length === limit) {
      throw badRequest(
        'TOO_MANY_PAGES',
        `These ${texts.length} texts fill more than ${limit} pages; one job makes at most ${limit}. Use fewer or shorter texts.`,
      )
    }
    plan.pages.push(page)
    plan.lines += page.lines.length
    await turn()
    signal.throwIfAborted()
  }
  return plan
}
