import { readdir, readFile, rename, rm, rmdir, truncate } from 'node:fs/promises'
import { join } from 'node:path'
import { reserveJobFolder } from './job-name'
import { stagedJob, stagingFolder } from './write-dataset'

/**
 * Keeps the rows of a staging folder's metadata.csv up to its last whole line, and the images they list: a row is
 * written only after its batch's images, so an image without a row was being written when the job stopped and is
 * removed. Returns how many rows are kept.
 */
async function keepWrittenRows(staging: string): Promise<number> {
  const csv = join(staging, 'metadata.csv')
  const text = await readFile(csv, 'utf8').catch(() => '')
  const whole = text.slice(0, text.lastIndexOf('\n') + 1)
  const rows = whole.split('\n').slice(1, -1)
  if (rows.length === 0) return 0
  await truncate(csv, Buffer.byteLength(whole))
  const listed = new Set(rows.map((row) => row.slice(0, row.indexOf(','))))
  const images = await readdir(join(staging, 'images')).catch(() => [])
  await Promise.all(images.filter((image) => !listed.has(`images/${image}`)).map((image) => rm(join(staging, 'images', image))))
  return rows.length
}

/**
 * Publishes what the jobs a crash or kill interrupted had written, as a cancel does: each staging folder with
 * written rows becomes its job folder (or a free name beside it); one without is removed with its reserved,
 * empty job folder. Returns the job folders published.
 */
export async function recoverInterruptedJobs(outputRoot: string): Promise<string[]> {
  const recovered: string[] = []
  for (const name of await readdir(outputRoot).catch(() => [])) {
    const folder = stagedJob(name)
    if (!folder) continue
    const staging = stagingFolder(outputRoot, folder)
    if ((await keepWrittenRows(staging)) === 0) {
      await rm(staging, { recursive: true, force: true })
      await rmdir(join(outputRoot, folder)).catch(() => undefined)
      continue
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
    recovered.push(published)
  }
  return recovered
}
