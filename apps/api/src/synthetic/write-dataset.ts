import { mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises'
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

/** An image's path in the job folder without its extension, which its rendering decides. */
const imageStem = (index: number) => `images/${String(index + 1).padStart(6, '0')}`

/**
 * Removes the images in a staging folder that `listed` (paths relative to it) does not name: those of batches written
 * after the last one listed in metadata.csv.
 */
export async function removeUnlistedImages(staging: string, listed: Set<string>): Promise<void> {
  const images = await readdir(join(staging, 'images')).catch(() => [])
  await Promise.all(images.filter((image) => !listed.has(`images/${image}`)).map((image) => rm(join(staging, 'images', image))))
}

/**
 * Renders every planned image on the pool, whose workers write `images/…`, and writes `metadata.csv`, into a hidden sibling
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
    const saveAs = images.map((_, index) => join(staging, imageStem(index)))
    let start = 0
    // The workers write the images; a batch's rows follow once they are on disk.
    for await (const rendered of pool.renderInOrder(tasks, BATCH, saveAs)) {
      if (signal.aborted) break
      let lines = ''
      rendered.forEach((image, offset) => {
        const index = start + offset
        const { text, variant } = images[index]!
        const name = `${imageStem(index)}.${image.ext}`
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
      })
      await metadata.write(lines)
      options.onImages(rendered.length)
      start += rendered.length
    }
    await metadata.close()
    if (files.length === 0) signal.throwIfAborted()
    // A cancel stops reading batches, not the ones the workers had already written.
    if (files.length < images.length) await removeUnlistedImages(staging, new Set(files))
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
