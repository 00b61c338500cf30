import { mkdir, open, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RenderPool } from '@odia-ai/renderer'
import type { PlannedImage } from './plan-images'
import { metadataHeader, metadataLine } from './metadata-csv'

/** Images per message to a worker: large enough to amortise the hand-over, small enough to yield often. */
const BATCH = 64

export interface WriteDatasetOptions {
  pool: RenderPool
  images: PlannedImage[]
  /** The `mode` column. */
  mode: string
  height: number | undefined
  /** `DATA_DIR/output` and the reserved (empty) job folder in it. */
  outputRoot: string
  folder: string
  signal: AbortSignal
  onImages(count: number): void
}

/** The hidden folder a job is written in until it is published as `folder`, named with the process writing it. */
export const stagingFolder = (outputRoot: string, folder: string, pid = process.pid) => join(outputRoot, `.${folder}.${pid}.partial`)

/** The job folder and the writing process that a staging folder's name gives, if it is one. */
export function stagedJob(name: string): { folder: string; pid: number } | undefined {
  const match = /^\.(.+)\.(\d+)\.partial$/.exec(name)
  return match ? { folder: match[1]!, pid: Number(match[2]) } : undefined
}

const fileName = (index: number, ext: string) => `images/${String(index + 1).padStart(6, '0')}.${ext}`

/**
 * Renders every planned image on the pool and writes `images/…` and `metadata.csv` into a hidden sibling
 * folder, then renames it onto the reserved job folder: a crash never leaves a half-written dataset visible
 * (the next server start, or the next CLI run into the same folder, publishes what it had written: see
 * recoverInterruptedJobs).
 * A cancel keeps the work done: the images of every batch written so far are published with a metadata.csv
 * listing exactly them (nothing is kept when none was written). Returns the image paths relative to the job folder.
 */
export async function writeDataset(options: WriteDatasetOptions): Promise<string[]> {
  const { pool, images, signal } = options
  const staging = stagingFolder(options.outputRoot, options.folder)
  await rm(staging, { recursive: true, force: true })
  await mkdir(join(staging, 'images'), { recursive: true })
  const metadata = await open(join(staging, 'metadata.csv'), 'w')
  try {
    const files: string[] = []
    await metadata.write(metadataHeader())
    const tasks = images.map(({ text, variant }) => ({ text, variant, ...(options.height ? { height: options.height } : {}) }))
    let start = 0
    for await (const rendered of pool.renderInOrder(tasks, BATCH)) {
      if (signal.aborted) break
      let lines = ''
      await Promise.all(
        rendered.map((image, offset) => {
          const index = start + offset
          const { text, variant } = images[index]!
          const name = fileName(index, image.ext)
          files.push(name)
          lines += metadataLine({
            file_name: name,
            text,
            mode: options.mode,
            font: variant.style,
            size: variant.size,
            background: variant.look ? variant.look.paper : variant.background,
            params: variant.look ? JSON.stringify(variant.look) : '',
          })
          return writeFile(join(staging, name), image.data)
        }),
      )
      await metadata.write(lines)
      options.onImages(rendered.length)
      start += rendered.length
    }
    await metadata.close()
    if (files.length === 0) signal.throwIfAborted()
    // The reserved folder is empty: renaming onto it publishes the whole dataset at once.
    await rename(staging, join(options.outputRoot, options.folder))
    return files
  } catch (error) {
    await metadata.close().catch(() => undefined)
    await rm(staging, { recursive: true, force: true })
    await rmdir(join(options.outputRoot, options.folder)).catch(() => undefined)
    throw error
  }
}
