import type { Worker } from 'node:worker_threads'
import { AppError } from '../../errors'
import { startWorker } from '../../files/worker-thread'
import type { PageXmlFile } from './page-xml-import'
import type { ReadReply, ReadRequest } from './page-xml-worker'

/** Room for the largest file's element tree (MAX_PAGE_XML_BYTES of dense lines takes about 400 MB); a file needing more is refused. */
const WORKER_HEAP_MB = 1024

interface Task {
  request: ReadRequest
  resolve: (file: PageXmlFile) => void
  reject: (error: unknown) => void
}

const errorOf = (reply: Extract<ReadReply, { error: unknown }>['error']): Error =>
  reply.statusCode !== undefined && reply.code !== undefined
    ? new AppError(reply.statusCode, reply.code, reply.message)
    : new Error(reply.message)

/**
 * Reads PAGE XML files on one worker thread, one file at a time in the order asked, so no parse holds the event loop and
 * imports together never parse more than one file at once. The worker starts on first use and is kept for the next.
 * A file whose request is abandoned (`signal`) is dropped from the queue, or, while it is read, stopped with its worker
 * (the next file gets a new one); a file that exhausts the worker's memory is refused (413) the same way.
 */
export class PageXmlReader {
  private worker: Worker | undefined
  private current: Task | undefined
  private readonly queue: Task[] = []
  private closed = false

  read(bytes: Uint8Array, name: string, signal?: AbortSignal): Promise<PageXmlFile> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    if (this.closed) return Promise.reject(new Error('The PAGE XML reader is closed.'))
    return new Promise((resolve, reject) => {
      const abandon = () => this.abandon(task, signal!.reason)
      // Settled either way, the task stops listening to its request's signal.
      const settled =
        <T>(settle: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', abandon)
          settle(value)
        }
      const task: Task = { request: { bytes, name }, resolve: settled(resolve), reject: settled(reject) }
      signal?.addEventListener('abort', abandon, { once: true })
      this.queue.push(task)
      this.next()
    })
  }

  async close(): Promise<void> {
    this.closed = true
    const stopped = new Error('The PAGE XML reader is closed.')
    for (const task of this.queue.splice(0)) task.reject(stopped)
    this.current?.reject(stopped)
    this.current = undefined
    await this.stopWorker()
  }

  private next(): void {
    if (this.current || this.closed) return
    this.current = this.queue.shift()
    if (!this.current) return
    this.worker ??= this.start()
    this.worker.postMessage(this.current.request)
  }

  private start(): Worker {
    const worker = startWorker(new URL('./page-xml-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    })
    // An idle reader never keeps the process alive.
    worker.unref()
    worker.on('message', (reply: ReadReply) => {
      if (worker === this.worker) this.settle(reply)
    })
    worker.on('error', (error) => this.lost(worker, error))
    worker.on('exit', (code) =>
      this.lost(worker, new Error(`The PAGE XML reader's thread stopped (exit code ${code}).`)),
    )
    return worker
  }

  private settle(reply: ReadReply): void {
    const task = this.current!
    this.current = undefined
    if ('file' in reply) task.resolve(reply.file)
    else task.reject(errorOf(reply.error))
    this.next()
  }

  /** The worker failed or stopped by itself: the file it was reading fails with it, and the next file gets a new worker. */
  private lost(worker: Worker, error: Error): void {
    if (worker !== this.worker) return
    this.worker = undefined
    const task = this.current
    this.current = undefined
    if (task) {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
      const { name } = task.request
      task.reject(
        outOfMemory
          ? new AppError(413, 'PAGE_XML_TOO_LARGE', `${name} needs more memory to read than a PAGE XML file may use.`)
          : error,
      )
    }
    this.next()
  }

  private abandon(task: Task, reason: unknown): void {
    if (task === this.current) {
      this.current = undefined
      void this.stopWorker()
    } else {
      const at = this.queue.indexOf(task)
      if (at < 0) return
      this.queue.splice(at, 1)
    }
    task.reject(reason)
    this.next()
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }
}
