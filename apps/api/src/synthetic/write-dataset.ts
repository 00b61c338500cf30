import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { RenderPool } from '@odia-ai/renderer'
import { AppError, JOB_FAILED_MESSAGE } from '../errors'
import type { PlannedImage } from './plan-images'
import { metadataHeader, metadataLine } from './metadata-csv'
import { type KeptImages, publishWrittenRows, removeUnlistedImages, stagingFolder } from './staging-folder'

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

/** An image's path in the job folder without its extension, which its rendering decides. */
const imageStem = (index: number) => `images/${String(index + 1).padStart(6, '0')}`

/**
 * Renders every planned image on the pool, whose workers write `images/…`, and writes `metadata.csv`, into a hidden
 * sibling folder, then renames it onto the reserved job folder: a crash never leaves a half-written dataset visible
 * (the next server start, or the next CLI run into the same folder, publishes what it had written: see
 * recoverInterruptedJobs).
 * A cancel or a failure keeps the work done: the images of every batch written so far are published with a
 * metadata.csv listing exactly them (nothing is kept when none was written), and a failure's message says what was
 * kept. Returns the image paths relative to the job folder.
 */
export async function writeDataset(options: WriteDatasetOptions): Promise<string[]> {
  const { pool, images, signal } = options
  return writeStaged(options, ['images'], async (staging, metadata) => {
    const files: string[] = []
    const tasks = images.map(({ text, variant }) => ({ text, variant, ...(options.height ? { height: options.height } : {}) }))
    let start = 0
    // The workers write the images; a batch's rows follow once they are on disk.
    for await (const rendered of pool.renderInOrder(tasks, BATCH, (index) => join(staging, imageStem(index)))) {
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
    return { files, complete: files.length === images.length }
  })
}

/** Where a job is written and when it stops. */
export interface StagedJobOptions {
  outputRoot: string
  folder: string
  signal: AbortSignal
}

/**
 * Runs `write` in a fresh hidden staging folder (with `folders` made and metadata.csv opened, its header written) and
 * publishes it as the reserved job folder; see writeDataset. `write` returns the image paths its rows list and whether
 * that is all of them: when not, images written ahead of the rows are removed.
 */
export async function writeStaged(
  { outputRoot, folder, signal }: StagedJobOptions,
  folders: string[],
  write: (staging: string, metadata: FileHandle) => Promise<{ files: string[]; complete: boolean }>,
): Promise<string[]> {
  const staging = stagingFolder(outputRoot, folder)
  let metadata: FileHandle | undefined
  try {
    await rm(staging, { recursive: true, force: true })
    await Promise.all(folders.map((name) => mkdir(join(staging, name), { recursive: true })))
    metadata = await open(join(staging, 'metadata.csv'), 'w')
    await metadata.write(metadataHeader())
    const { files, complete } = await write(staging, metadata)
    await metadata.close()
    if (files.length === 0) signal.throwIfAborted()
    // A cancel stops reading batches, not the ones the workers had already written.
    if (!complete) await removeUnlistedImages(staging, new Set(files))
    // The reserved folder is empty: renaming onto it publishes the whole dataset at once.
    await rename(staging, join(outputRoot, folder))
    return files
  } catch (error) {
    await metadata?.close().catch(() => undefined)
    // As after a crash: the batches fully written stay, listed in metadata.csv.
    throw stoppedJobError(error, await publishWrittenRows(outputRoot, folder, staging))
  }
}

/** What stops writing that the user can fix, by error code. */
const WRITE_FAILURES: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the output folder is read-only',
  EACCES: 'there is no permission to write to the output folder',
  EPERM: 'there is no permission to write to the output folder',
}

/**
 * The error a failed job ends with, saying which images were kept: a full disk or a refused write is said plainly;
 * any other failure keeps its details for the server log (as its cause) and is reported generically.
 */
function stoppedJobError(error: unknown, kept: KeptImages | undefined): unknown {
  const keptImages = kept
    ? `The ${kept.images} images written before, with their metadata.csv, are kept in the job folder ${kept.folder}.`
    : 'No image was kept.'
  const reason = WRITE_FAILURES[(error as NodeJS.ErrnoException).code ?? '']
  if (reason) return new AppError(507, 'OUTPUT_NOT_WRITTEN', `Writing the images stopped: ${reason}. ${keptImages}`)
  if (!kept || error instanceof AppError) return error
  return new AppError(500, 'JOB_FAILED', `${JOB_FAILED_MESSAGE} ${keptImages}`, { cause: error })
}
