import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { GenerateRequest } from '@odia-ai/contract'

const run = promisify(execFile)
const fixture = fileURLToPath(new URL('../fixtures/synthetic-peak-rss.ts', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))

export interface PeakRss {
  peakRssMb: number
  /** Images written, and in how long (from the request's preparation on). */
  images: number
  seconds: number
  /** True when the run passed `stopAtMb` and was stopped there. */
  stopped: boolean
}

/**
 * Runs `request` in a process of its own, launched as the server is (scripts/start.mjs: a small young generation, no
 * transparent huge pages for the canvas library), with two render workers; a run that passes `stopAtMb` is stopped.
 */
export async function peakRssOfGeneration(request: GenerateRequest, stopAtMb: number): Promise<PeakRss> {
  const child = run(process.execPath, ['--max-semi-space-size=1', '--import', 'tsx', fixture, String(stopAtMb)], {
    cwd: packageDir,
    env: { ...process.env, MIMALLOC_ALLOW_THP: '0' },
  })
  child.child.stdin!.end(JSON.stringify(request))
  return JSON.parse((await child).stdout) as PeakRss
}
