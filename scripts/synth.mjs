#!/usr/bin/env -S node --max-semi-space-size=1
// `pnpm synth`, or this file run directly (pnpm's own start takes half a second): runs the bundled CLI
// (apps/api/dist/synth.js) in this process, building it first when it is missing or older than any source file. Plain Node on one bundled file starts in a fraction of the time tsx takes to compile
// the sources (and its render workers would each load tsx again). The V8 flag that keeps this thread small is set on
// the first line, where V8 reads it before the heap is made.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './pnpm.mjs'

const api = join(repoRoot, 'apps', 'api')
const bundle = join(api, 'dist', 'synth.js')
const sources = [
  join(api, 'src'),
  ...readdirSync(join(repoRoot, 'packages')).map((name) => join(repoRoot, 'packages', name, 'src')),
]

/** The newest modification time of a file in `path` (a file or a folder, walked whole); 0 when it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0
const changed = Math.max(...[...sources, join(api, 'build.mjs'), join(repoRoot, 'pnpm-lock.yaml')].map(newest))
// A child process, so the bundler's memory is not kept by the run.
if (changed > built) execFileSync(process.execPath, [join(api, 'build.mjs')], { stdio: 'inherit' })
// The canvas library's allocator reads this as the bundle loads the library: see RenderPool.
process.env.MIMALLOC_ALLOW_THP ??= '0'
await import(pathToFileURL(bundle).href)
