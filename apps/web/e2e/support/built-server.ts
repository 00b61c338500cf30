import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const serverEntry = join(repoRoot, 'apps/api/dist/server.js')
const webIndex = join(repoRoot, 'apps/web/dist/index.html')

export interface RunningServer {
  baseUrl: string
  dataDir: string
  stop: () => Promise<void>
}

/**
 * Starts the already-built server (this harness builds nothing) on a free port of 127.0.0.1
 * with a fresh temporary DATA_DIR, and resolves once it is listening.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (const path of [serverEntry, webIndex]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`pnpm build\` before the browser tests.`)
  }
  const root = mkdtempSync(join(tmpdir(), 'odia-e2e-'))
  const dataDir = join(root, 'data')
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const baseUrl = await listeningAddress(child)
  let stopped: Promise<void> | undefined
  return {
    baseUrl,
    dataDir,
    // A test may stop its server midway (to see the page cope); stopping again is then a no-op.
    stop() {
      stopped ??= (async () => {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        // A graceful close waits for requests in flight; a test server need not wait long for them.
        const impatient = setTimeout(() => child.kill('SIGKILL'), 3_000)
        await exited
        clearTimeout(impatient)
        rmSync(root, { recursive: true, force: true })
      })()
      return stopped
    },
  }
}

function listeningAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let log = ''
    const timer = setTimeout(() => reject(new Error(`The server did not start within 60 s:\n${log}`)), 60_000)
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1]
      if (address) {
        clearTimeout(timer)
        resolve(address)
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited with code ${code} before listening:\n${log}`))
    })
  })
}
