import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../..', import.meta.url))

/** Starts the real entry point (through tsx) on a free port and waits for its listening line; once `exited`, `output` is all it wrote. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const address = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Server listening at (http:\/\/[^"\s]+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
  // 'close', not 'exit': the exit can come before the last of the output is read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  return { child, address, exited, output: () => output }
}
