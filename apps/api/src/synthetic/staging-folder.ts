import { createHash } from 'node:crypto'
import { readdir, readFile, rename, rm, rmdir, truncate } from 'node:fs/promises'
import { hostname } from 'node:os'
import { basename, extname, join, posix } from 'node:path'
import { closeShards } from './close-shards'
import { reserveJobFolder } from './job-name'
import { writeCardFromKeptFacts } from './kept-card-facts'

/**
 * This machine (a container is one), as 8 hex digits of its host name: a pid names a process only on its own
 * machine, and containers sharing one DATA_DIR each run their server as pid 1.
 */
export const THIS_HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 8)

/** The hidden folder a job is written in until it is published as `folder`, named with the process writing it. */
export const stagingFolder = (outputRoot: string, folder: string, pid = process.pid, host = THIS_HOST) =>
  join(outputRoot, `.${folder}.${host}-${pid}.partial`)

export interface StagedJob {
  folder: string
  /** The writing process's machine: this one for names from before machines were named (`.<folder>.<pid>.partial`). */
  host: string
  pid: number
}

/** The job folder and the writing process that a staging folder's name gives, if it is one. */
export function stagedJob(name: string): StagedJob | undefined {
  const match = /^\.(.+)\.(?:([0-9a-f]{8})-)?(\d+)\.partial$/.exec(name)
  return match ? { folder: match[1]!, host: match[2] ?? THIS_HOST, pid: Number(match[3]) } : undefined
}

const IMAGE_EXTENSIONS = new Set(['.png', '.jpg'])

const stemOf = (name: string) => basename(name, extname(name))

/**
 * Removes the images in a staging folder that `listed` (paths relative to it) does not name: those written after the
 * last batch listed in metadata.csv (the workers render and write ahead of it). Only the folders the listed images are
 * in are looked at (`images/`, `crop_img/`, or the job folder itself for tesstrain), and only image files there; and
 * a page job's `pages/`, where every page image left has its PAGE XML (written, with its lines, after the image).
 */
export async function removeUnlistedImages(staging: string, listed: Set<string>): Promise<void> {
  for (const folder of new Set([...listed].map((path) => posix.dirname(path)))) {
    const names = await readdir(join(staging, folder)).catch(() => [])
    const unlisted = names.filter(
      (name) => IMAGE_EXTENSIONS.has(extname(name)) && !listed.has(posix.join(folder, name)),
    )
    await Promise.all(unlisted.map((name) => rm(join(staging, folder, name))))
  }
  const pages = await readdir(join(staging, 'pages')).catch(() => [])
  const described = new Set(pages.filter((name) => extname(name) === '.xml').map(stemOf))
  await Promise.all(
    pages
      .filter((name) => IMAGE_EXTENSIONS.has(extname(name)) && !described.has(stemOf(name)))
      .map((name) => rm(join(staging, 'pages', name))),
  )
}

/**
 * Keeps the rows of a staging folder's metadata.csv up to its last whole line, and the images they list: a row is
 * written only after its batch's images, so an image without a row is removed (from a folder, or from a tar shard). Returns how many rows are kept.
 */
async function keepWrittenRows(staging: string): Promise<number> {
  const csv = join(staging, 'metadata.csv')
  const text = await readFile(csv, 'utf8').catch(() => '')
  const whole = text.slice(0, text.lastIndexOf('\n') + 1)
  const rows = whole.split('\n').slice(1, -1)
  if (rows.length === 0) return 0
  await truncate(csv, Buffer.byteLength(whole))
  const listed = new Set(rows.map((row) => row.slice(0, row.indexOf(','))))
  await removeUnlistedImages(staging, listed)
  await closeShards(staging, listed)
  return rows.length
}

export interface KeptImages {
  /** The job folder the images are now in. */
  folder: string
  images: number
  /** Whether its dataset card was written (from the facts the job kept as it started; a job staged before has none). */
  card: boolean
}

/**
 * Publishes what a stopped job had written (a crash, a kill, a failed write): the staging folder, cut to its whole
 * rows and the images they list, becomes job folder `folder` (or a free name beside it), with its dataset card. One
 * with no row is removed with its reserved, empty job folder, and gives undefined.
 */
export async function publishWrittenRows(
  outputRoot: string,
  folder: string,
  staging: string,
): Promise<KeptImages | undefined> {
  const images = await keepWrittenRows(staging)
  if (images === 0) {
    await rm(staging, { recursive: true, force: true })
    await rmdir(join(outputRoot, folder)).catch(() => undefined)
    return undefined
  }
  // The reserved folder is empty unless someone wrote into it meanwhile: then the job gets the next free name.
  const published = await rename(staging, join(outputRoot, folder)).then(
    () => folder,
    async () => {
      const free = await reserveJobFolder(outputRoot, folder)
      await rename(staging, join(outputRoot, free))
      return free
    },
  )
  const card = await writeCardFromKeptFacts(join(outputRoot, published), published).catch(() => false)
  return { folder: published, images, card }
}
