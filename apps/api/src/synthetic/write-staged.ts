import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname, join, posix } from 'node:path'
import { DEFAULT_OUTPUT_FORMAT, type OutputFormat } from '@odia-ai/contract'
import { FolderOutput } from '../datasets/folder-output'
import { LINE_FORMATS, type ArchiveEntry } from '../datasets/line-formats'
import type { FormatLine } from '../datasets/line-formats/line-format'
import { METADATA_CSV, metadataCsvRow } from '../datasets/line-formats/imagefolder'
import type { CardFacts } from './dataset-card'
import { keepCardFacts, writeCardFromKeptFacts } from './kept-card-facts'
import { METADATA_COLUMNS, metadataHeader } from './metadata-csv'
import { publishWrittenRows, removeUnlistedImages, stagingFolder } from './staging-folder'
import { stoppedJobError } from './stopped-job-error'

/** Where a job is written, in which format, and when it stops. */
export interface StagedJobOptions {
  /** `DATA_DIR/output` and the reserved (empty) job folder in it. */
  outputRoot: string
  folder: string
  signal: AbortSignal
  /** The folder's layout; `imagefolder` (the output as it always was) when omitted. */
  format?: OutputFormat | undefined
  /** WebDataset's shard size (tests make it small). */
  shardBytes?: number | undefined
  /** What the dataset card says beyond metadata.csv. */
  card: Omit<CardFacts, 'format'>
}

/** What a job wrote: every image's place (a path, or a shard's member), in order. */
export interface WrittenDataset {
  images: string[]
  /** The folder of the image files (`images`, `.` for the job folder itself); undefined when they are members of shards. */
  imagesDir: string | undefined
}

/** A job being written: its staging folder, where workers save images, and how its lines are recorded. */
export interface StagedJob {
  staging: string
  /** The path (without extension) a worker saves the image of `stem` at; undefined when the format keeps images in its own files. */
  saveAs: ((stem: string) => string) | undefined
  /** Writes `before` (a page's own files), then the lines' files and, last, their rows of metadata.csv. */
  add: (lines: FormatLine[], before?: ArchiveEntry[]) => Promise<void>
}

/**
 * Runs `write` in a fresh hidden staging folder (with `folders` and the format's image folder made, metadata.csv and
 * the format's first files written) and publishes it, with its dataset card, by renaming it onto the reserved job
 * folder: a crash never leaves a half-written dataset visible (the next server start, or the next CLI run into the
 * same folder, publishes what it had written: see recoverInterruptedJobs). `write` says whether it wrote every line;
 * when not (a cancel), images the workers wrote ahead of the rows are removed. A failure keeps the lines whose rows
 * were written, and its message says what was kept.
 */
export async function writeStaged(
  options: StagedJobOptions,
  folders: string[],
  write: (job: StagedJob) => Promise<boolean>,
): Promise<WrittenDataset> {
  const formatName = options.format ?? DEFAULT_OUTPUT_FORMAT
  const format = LINE_FORMATS[formatName]
  const staging = stagingFolder(options.outputRoot, options.folder)
  const output = new FolderOutput(staging)
  const writer = format.create({ now: new Date(), columns: METADATA_COLUMNS, shardBytes: options.shardBytes })
  const imagePath = format.imagePath('000001')
  const written: string[] = []
  const job: StagedJob = {
    staging,
    saveAs: imagePath === undefined ? undefined : (stem) => join(staging, format.imagePath(stem)!),
    add: async (lines, before = []) => {
      const entries: ArchiveEntry[] = [...before]
      let rows = ''
      for (const line of lines) {
        const done = writer.line(line)
        entries.push(...done.entries)
        written.push(done.image)
        if (!format.listsMetadataCsv) rows += metadataCsvRow(done.image, line, METADATA_COLUMNS)
      }
      // The record's rows last: a crash keeps a batch only once everything of it is written.
      await output.addAll(rows ? [...entries, { path: METADATA_CSV, data: rows, append: true }] : entries)
    },
  }
  let finished = false
  try {
    await rm(staging, { recursive: true, force: true })
    await Promise.all(
      [dirname(join(staging, imagePath ?? '.')), ...folders.map((name) => join(staging, name))].map((path) =>
        mkdir(path, { recursive: true }),
      ),
    )
    await output.addAll([
      ...(format.listsMetadataCsv ? [] : [{ path: METADATA_CSV, data: metadataHeader(), append: true }]),
      ...writer.start(),
    ])
    await keepCardFacts(staging, { ...options.card, format: formatName })
    const complete = await write(job)
    const last = await writer.finish()
    finished = true
    await output.addAll(last)
    await output.close()
    if (written.length === 0) options.signal.throwIfAborted()
    // A cancel stops reading batches, not the ones the workers had already written.
    if (job.saveAs && !complete) await removeUnlistedImages(staging, new Set(written))
    await writeCardFromKeptFacts(staging, options.folder)
    // The reserved folder is empty: renaming onto it publishes the whole dataset at once.
    await rename(staging, join(options.outputRoot, options.folder))
    return { images: written, imagesDir: imagePath === undefined ? undefined : posix.dirname(imagePath) }
  } catch (error) {
    // A shard's end and the format's last files, as far as the failure lets them be written.
    if (!finished) await output.addAll(await writer.finish()).catch(() => undefined)
    await output.close().catch(() => undefined)
    // As after a crash: the batches fully written stay, listed in metadata.csv, and described by their card.
    const kept = await publishWrittenRows(options.outputRoot, options.folder, staging)
    throw stoppedJobError(error, kept)
  }
}
