import { readdir, readFile, rename, rm, rmdir, truncate } from 'node:fs/promises'
import { join } from 'node:path'
import { reserveJobFolder } from './job-name'
import { removeUnlistedImages, stagedJob } from './write-dataset'

/**
 * Keeps the rows of a staging folder's metadata.csv up to its last whole line, and the images they list: a row is
 * written only after its batch's images, so an image without a row was written after the last listed batch (the
 * workers render and write ahead) and is removed. Returns how many rows are kept.
 */
async function keepWrittenRows(staging: string): Promise<number> {
  const csv = join(staging, 'metadata.csv')
  const text = await readFile(csv, 'utf8').catch(() => '')
  const whole = text.slice(0, text.lastIndexOf('\n') + 1)
  const rows = whole.split('\n').slice(1, -1)
  if (rows.length === 0) return 0
  await truncate(csv, Buffer.byteLength(whole))
  await removeUnlistedImages(staging, new Set(rows.map((row) => row.slice(0, row.indexOf(',')))))
  return rows.length
}

/**
 * Whether the process that named a staging folder still runs, and so is still writing it (another server or CLI run
 * on the same folder). Recovery runs before this process writes anything, so a folder with its own pid was left by
 * an earlier process that had the same pid (a container's server is always pid 1).
 */
function stillWriting(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface RecoveredJob {
  /** The job folder the images are now in. */
  folder: string
  images: number
}

/** Publishes one abandoned staging folder (see recoverInterruptedJobs); undefined when it had nothing to keep. */
async function recover(outputRoot: string, folder: string, staging: string): Promise<RecoveredJob | undefined> {
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
  return { folder: published, images }
}

/**
 * Publishes what jobs had written when a crash or kill stopped them (all of them under `outputRoot`, or only job
 * `folder`), as a cancel does: each staging folder with written rows becomes its job folder (or a free name beside
 * it); one without is removed with its reserved, empty job folder. Folders that a running process is writing are left
 * alone.
 */
export async function recoverInterruptedJobs(outputRoot: string, folder?: string): Promise<RecoveredJob[]> {
  const recovered: RecoveredJob[] = []
  for (const name of await readdir(outputRoot).catch(() => [])) {
    const staged = stagedJob(name)
    if (!staged || (folder !== undefined && staged.folder !== folder) || stillWriting(staged.pid)) continue
    const job = await recover(outputRoot, staged.folder, join(outputRoot, name))
    if (job) recovered.push(job)
  }
  return recovered
}
