import { randomUUID } from 'node:crypto'
import type { JobProgress, JobState } from '@odia-ai/contract'
import type { AppError } from '../errors'

export interface JobCounts {
  done?: number
  failed?: number
  skipped?: number
}

export type JobEvent = { type: 'progress'; data: JobProgress } | { type: 'item'; data: unknown }
type Listener = (event: JobEvent) => void

/** Counts change often; progress events go out at most this often (the final one always does). */
const PROGRESS_INTERVAL_MS = 100

/** One long piece of work: its counts, the items it finished so far, its listeners and its cancel switch. */
export class Job {
  readonly id = randomUUID()
  readonly startedAt = Date.now()
  readonly items: unknown[] = []
  state: JobState = 'running'
  done = 0
  failed = 0
  skipped = 0
  message: string | undefined
  /** The error a failed job told the user, its status and code included (none for an error of the server's own). */
  failure: AppError | undefined
  result: unknown
  finishedAt: number | undefined
  private readonly controller = new AbortController()
  private readonly listeners = new Set<Listener>()
  private lastProgressAt = 0
  private progressTimer: NodeJS.Timeout | undefined

  constructor(
    readonly kind: string,
    public total: number,
  ) {}

  get signal(): AbortSignal {
    return this.controller.signal
  }

  /** Counts finished items and publishes the item's payload, if any, to every watcher. */
  advance(counts: JobCounts, item?: unknown): void {
    this.done += counts.done ?? 0
    this.failed += counts.failed ?? 0
    this.skipped += counts.skipped ?? 0
    if (item !== undefined) {
      this.items.push(item)
      this.emit({ type: 'item', data: item })
    }
    this.scheduleProgress()
  }

  setTotal(total: number): void {
    this.total = total
    this.scheduleProgress()
  }

  cancel(): void {
    if (this.state === 'running') this.controller.abort(new Error('cancelled'))
  }

  finish(
    state: Exclude<JobState, 'running'>,
    details: { message?: string; result?: unknown; failure?: AppError } = {},
  ): void {
    if (this.state !== 'running') return
    this.state = state
    this.message = details.message
    this.failure = details.failure
    this.result = details.result
    this.finishedAt = Date.now()
    clearTimeout(this.progressTimer)
    this.emit({ type: 'progress', data: this.snapshot() })
    this.listeners.clear()
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  snapshot(): JobProgress {
    const elapsedMs = (this.finishedAt ?? Date.now()) - this.startedAt
    const finishedItems = this.done + this.failed + this.skipped
    return {
      job_id: this.id,
      kind: this.kind,
      state: this.state,
      total: this.total,
      done: this.done,
      failed: this.failed,
      skipped: this.skipped,
      rate: elapsedMs > 0 ? (finishedItems * 1000) / elapsedMs : 0,
      elapsed_ms: elapsedMs,
      ...(this.message === undefined ? {} : { message: this.message }),
      ...(this.result === undefined ? {} : { result: this.result }),
    }
  }

  private emit(event: JobEvent): void {
    for (const listener of this.listeners) listener(event)
  }

  private scheduleProgress(): void {
    if (this.progressTimer) return
    const wait = Math.max(0, this.lastProgressAt + PROGRESS_INTERVAL_MS - Date.now())
    this.progressTimer = setTimeout(() => {
      this.progressTimer = undefined
      this.lastProgressAt = Date.now()
      if (this.state === 'running') this.emit({ type: 'progress', data: this.snapshot() })
    }, wait)
  }
}
