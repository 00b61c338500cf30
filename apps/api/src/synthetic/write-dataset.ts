import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname, join, posix } from 'node:path'
import { DEFAULT_OUTPUT_FORMAT, type OutputFormat } from '@odia-ai/contract'
import type { RenderPool } from '@odia-ai/renderer'
import { FolderOutput } from '../datasets/folder-output'
import { LINE_FORMATS, type ArchiveEntry } from '../datasets/line-formats'
import { METADATA_CSV, metadataCsvRow } from '../datasets/line-formats/imagefolder'
import { AppError, JOB_FAILED_MESSAGE } from '../errors'
import { type CardFacts, writeDatasetCard } from './dataset-card'
import type { PlannedImage } from './plan-images'
import { METADATA_COLUMNS, metadataColumns, metadataHeader } from './metadata-csv'
import { type KeptImages, publishWrittenRows, removeUnlistedImages, stagingFolder } from './staging-folder'

/**
 * Images per message to a worker: large enough to amortise the hand-over, small enough to yield often. A worker holds
 * the pixels it read back for about its last two batches (see render-worker), so its memory grows with this too.
 */
const BATCH = 32

export interface WriteDatasetOptions {
  pool: RenderPool
  /** The job's plan (see planImages), rendered as it is. */
  images: PlannedImage[]
  /** The `mode` column. */
  mode: string
  /** The `seed` column: the job's seed when its mode draws at random. */
  seed: number | undefined
  /** `DATA_DIR/output` and the reserved (empty) job folder in it. */
  outputRoot: string
  folder: string
  signal: AbortSignal
  onImages(count: number): void
  /** The folder's layout; `imagefolder` (the output as it always was) when omitted. */
  format?: OutputFormat
  /** WebDataset's shard size (tests make it small). */
  shardBytes?: number
  /** What the dataset card says beyond metadata.csv. */
  card: Pick<CardFacts, 'skipped' | 'licenseOf'>
}

/** What a job wrote: every image's place (a path, or a shard's member), in order. */
export interface WrittenDataset {
  images: string[]
  /** The folder of the image files (`images`, `.` for the job folder itself); undefined when they are members of shards. */
  imagesDir: string | undefined
}

/** An image's name without its extension, which its rendering decides. */
const imageStem = (index: number) => String(index + 1).padStart(6, '0')

/**
 * Renders every planned image on the pool and writes them in the chosen format with `metadata.csv`, into a hidden
 * sibling folder, then renames it onto the reserved job folder: a crash never leaves a half-written dataset visible
 * (the next server start, or the next CLI run into the same folder, publishes what it had written: see
 * recoverInterruptedJobs). Where the format has an image path, the workers write the images there themselves.
 * A cancel or a failure keeps the work done: the images of every batch written so far are published with a
 * metadata.csv listing exactly them (nothing is kept when none was written), and a failure's message says what was
 * kept.
 */
export async function writeDataset(options: WriteDatasetOptions): Promise<WrittenDataset> {
  const { pool, images, signal } = options
  const format = LINE_FORMATS[options.format ?? DEFAULT_OUTPUT_FORMAT]
  const card = { ...options.card, format: options.format ?? DEFAULT_OUTPUT_FORMAT, mode: options.mode }
  const staging = stagingFolder(options.outputRoot, options.folder)
  const output = new FolderOutput(staging)
  const writer = format.create({ now: new Date(), columns: METADATA_COLUMNS, shardBytes: options.shardBytes })
  const imagePath = format.imagePath(imageStem(0))
  const saveAs = imagePath === undefined ? undefined : (index: number) => join(staging, format.imagePath(imageStem(index))!)
  let finished = false
  try {
    await rm(staging, { recursive: true, force: true })
    await mkdir(dirname(join(staging, imagePath ?? '.')), { recursive: true })
    const written: string[] = []
    await output.addAll([...(format.listsMetadataCsv ? [] : [{ path: METADATA_CSV, data: metadataHeader(), append: true }]), ...writer.start()])
    // With saveAs the workers write the images; a batch's rows follow once they are on disk.
    for await (const rendered of pool.renderInOrder(images, BATCH, saveAs)) {
      if (signal.aborted) break
      const entries: ArchiveEntry[] = []
      let rows = ''
      rendered.forEach((image, offset) => {
        const index = written.length
        const planned = images[index]!
        const columns = metadataColumns(options.mode, planned, options.seed, image)
        const line = { stem: imageStem(index), extension: image.ext, text: planned.text, columns, ...(saveAs ? {} : { image: image.data }) }
        const done = writer.line(line)
        entries.push(...done.entries)
        written.push(done.image)
        if (!format.listsMetadataCsv) rows += metadataCsvRow(done.image, line, METADATA_COLUMNS)
      })
      // The record's rows last: a crash keeps a batch only once everything of it is written.
      await output.addAll(rows ? [...entries, { path: METADATA_CSV, data: rows, append: true }] : entries)
      options.onImages(rendered.length)
    }
    const last = await writer.finish()
    finished = true
    await output.addAll(last)
    await output.close()
    if (written.length === 0) signal.throwIfAborted()
    // A cancel stops reading batches, not the ones the workers had already written.
    if (saveAs && written.length < images.length) await removeUnlistedImages(staging, new Set(written))
    await writeDatasetCard(staging, options.folder, card)
    // The reserved folder is empty: renaming onto it publishes the whole dataset at once.
    await rename(staging, join(options.outputRoot, options.folder))
    return { images: written, imagesDir: imagePath === undefined ? undefined : posix.dirname(imagePath) }
  } catch (error) {
    // A shard's end and the format's last files, as far as the failure lets them be written.
    if (!finished) await output.addAll(await writer.finish()).catch(() => undefined)
    await output.close().catch(() => undefined)
    // As after a crash: the batches fully written stay, listed in metadata.csv, and described by their card.
    const kept = await publishWrittenRows(options.outputRoot, options.folder, staging)
    if (kept) await writeDatasetCard(join(options.outputRoot, kept.folder), kept.folder, card).catch(() => undefined)
    throw stoppedJobError(error, kept)
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
