// `pnpm bench`: a synthetic job of 100,000 `single` lines written as WebDataset shards, end to end (plan, render on one
// worker per core, tar members appended to the shards, metadata.csv and the dataset card), against the same job as
// imagefolder files. Prints images per second (wall) and per CPU-second, and the resident size every 10,000 images:
// shards are written as the batches come, so memory must stay flat however many images a job makes.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import type { OutputFormat } from '@odia-ai/contract'
import { SyntheticGenerator } from '../src/synthetic/synthetic-generator'
import { odiaLines } from './odia-lines'
import { benchOutputDir } from './file-system-reference'

const LINES = 100_000
const RSS_EVERY = 10_000
const MB = 1024 * 1024

const text = odiaLines(LINES, 10, 40, 5).join('\n')
const workers = availableParallelism()
const outputRoot = mkdtempSync(join(benchOutputDir(), 'odia-bench-wds-'))
const generator = new SyntheticGenerator({ outputRoot, fontsDir: undefined, workers, datasetUrlAllowPrivate: false })
const never = new AbortController().signal

async function job(format: OutputFormat): Promise<void> {
  const prepared = await generator.prepare(
    { mode: 'single', text, output_format: format, output_subdir: format },
    never,
  )
  const rss: number[] = []
  let done = 0
  let peak = process.memoryUsage.rss()
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10)
  const cpu = process.cpuUsage()
  const start = performance.now()
  const result = await prepared.run(never, (count) => {
    const before = Math.floor(done / RSS_EVERY)
    done += count
    if (Math.floor(done / RSS_EVERY) > before) rss.push(process.memoryUsage.rss())
  })
  const seconds = (performance.now() - start) / 1000
  const used = process.cpuUsage(cpu)
  clearInterval(sampler)
  const folder = join(outputRoot, prepared.folder)
  const shards = readdirSync(folder).filter((name) => name.endsWith('.tar'))
  const bytes = shards.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0)
  console.log(
    `${format}: ${result.image_count} images in ${seconds.toFixed(1)} s = ${(result.image_count / seconds).toFixed(0)} images/s (wall), ` +
      `${(result.image_count / ((used.user + used.system) / 1e6)).toFixed(0)} images/CPU-s, ${workers} workers` +
      (shards.length > 0 ? `; ${shards.length} shard(s), ${(bytes / MB).toFixed(0)} MB` : ''),
  )
  console.log(
    `  RSS every ${RSS_EVERY.toLocaleString('en')} images (MB): ${rss.map((value) => (value / MB).toFixed(0)).join(' ')}; peak ${(peak / MB).toFixed(0)} MB`,
  )
  rmSync(folder, { recursive: true, force: true })
}

console.log(`WebDataset writing, ${LINES.toLocaleString('en')} single lines of 10–40 characters`)
// A first small job starts the workers, so neither figure pays for it.
await generator
  .prepare({ mode: 'single', text: text.split('\n', 200).join('\n') }, never)
  .then((prepared) => prepared.run(never, () => undefined))
await job('webdataset')
await job('imagefolder')
await generator.close()
rmSync(outputRoot, { recursive: true, force: true })
