// Tesseract's tools started from a thread of their own (tool-worker.ts), so that starting one never holds the event
// loop: the thread is started on first use and lets the process end while no tool runs.
import type { Worker } from 'node:worker_threads'
import { startWorker } from '../files/worker-thread'
import type { ToolMessage, ToolReply, ToolRequest } from './tool-worker'

interface Waiting {
  resolve: (stdout: string) => void
  reject: (error: Error & { stderr?: string }) => void
}

let thread: Worker | undefined
const waiting = new Map<number, Waiting>()
let nextId = 0

function toolThread(): Worker {
  if (thread) return thread
  const worker = startWorker(new URL('./tool-worker.ts', import.meta.url))
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error)
    waiting.clear()
    if (thread === worker) thread = undefined
  }
  worker.on('message', (reply: ToolReply) => {
    const entry = waiting.get(reply.id)
    waiting.delete(reply.id)
    if (waiting.size === 0) worker.unref()
    if ('stdout' in reply) entry?.resolve(reply.stdout)
    else entry?.reject(Object.assign(new Error(reply.failed.message), { stderr: reply.failed.stderr }))
  })
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`the tool thread stopped (exit code ${code})`)))
  thread = worker
  return worker
}

/** execFile on the tool thread: its stdout; a failure's error carries its stderr. `signal` ends the tool. */
export function execInThread(request: Omit<ToolRequest, 'id'>, signal?: AbortSignal): Promise<string> {
  if (signal?.aborted) return Promise.reject(new Error('aborted'))
  const worker = toolThread()
  const id = nextId++
  return new Promise<string>((resolve, reject) => {
    const cancel = () => worker.postMessage({ cancel: id } satisfies ToolMessage)
    signal?.addEventListener('abort', cancel, { once: true })
    const done = () => signal?.removeEventListener('abort', cancel)
    waiting.set(id, {
      resolve: (stdout) => {
        done()
        resolve(stdout)
      },
      reject: (error) => {
        done()
        reject(error)
      },
    })
    worker.ref()
    worker.postMessage({ ...request, id } satisfies ToolMessage)
  })
}
