import type { GenerateRequest } from '@odia-ai/contract'
import { PageLayout, type PageOptions, type PageTask, type StyleSet } from '@odia-ai/renderer'
import { badRequest } from '../errors'
import { LIMITS } from './limits'

/** The request fields only `page` mode takes. */
const PAGE_FIELDS = ['columns', 'rotation', 'scan_look'] as const

/** A `page` request's options (defaults: one column, upright, clean); undefined in other modes, which refuse page fields. */
export function pageOptionsOf(request: GenerateRequest): PageOptions | undefined {
  if (request.mode !== 'page') {
    const given = PAGE_FIELDS.filter((field) => request[field] !== undefined)
    if (given.length > 0) throw badRequest('PAGE_OPTION_OUTSIDE_PAGE_MODE', `${given.join(', ')} ${given.length === 1 ? 'applies' : 'apply'} to page mode only; this request is in ${request.mode} mode.`)
    return undefined
  }
  return { columns: request.columns ?? 1, rotation: request.rotation ?? false, scanLook: request.scan_look ?? false }
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
export async function planPages(texts: string[], options: PageOptions, seed: number, set: StyleSet, signal: AbortSignal, limit: number = LIMITS.pagesPerJob): Promise<PagePlan> {
  const plan: PagePlan = { pages: [], lines: 0, skipped: new Map() }
  const count = ({ reason }: { reason: string }) => plan.skipped.set(reason, (plan.skipped.get(reason) ?? 0) + 1)
  for (const page of new PageLayout(set).pages(texts, options, seed, count)) {
    if (plan.pages.length === limit) {
      throw badRequest('TOO_MANY_PAGES', `These ${texts.length} texts fill more than ${limit} pages; one job makes at most ${limit}. Use fewer or shorter texts.`)
    }
    plan.pages.push(page)
    plan.lines += page.lines.length
    await turn()
    signal.throwIfAborted()
  }
  return plan
}
