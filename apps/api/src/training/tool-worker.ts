// A thread that starts Tesseract's tools for the server (tool-thread.ts). Starting a process holds the thread that
// starts it until the child has exec'd, which on a loaded machine takes tens to hundreds of milliseconds: here that
// thread is not the one answering requests.
import { execFile, type ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'

export interface ToolRequest {
  id: number
  file: string
  args: string[]
  cwd?: string
  env: NodeJS.ProcessEnv
  niceness?: number
}
export type ToolMessage = ToolRequest | { cancel: number }
export type ToolReply = { id: number; stdout: string } | { id: number; failed: { message: string; stderr: string } }

const MAX_OUTPUT = 64 * 1024 * 1024
const children = new Map<number, ChildProcess>()

parentPort!.on('message', (message: ToolMessage) => {
  if ('cancel' in message) {
    children.get(message.cancel)?.kill()
    return
  }
  const { id, file, args, cwd, env, niceness } = message
  const child = execFile(file, args, { cwd, env, maxBuffer: MAX_OUTPUT }, (error, stdout, stderr) => {
    children.delete(id)
    parentPort!.postMessage(
      (error ? { id, failed: { message: error.message, stderr } } : { id, stdout }) satisfies ToolReply,
    )
  })
  children.set(id, child)
  if (niceness !== undefined && child.pid !== undefined) setPriority(child.pid, niceness)
})
