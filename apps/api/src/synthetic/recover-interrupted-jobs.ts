import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { publishWrittenRows, stagedJob, THIS_HOST, type KeptImages, type StagedJob } from './staging-folder'

/** How long a job on another machine may write nothing before its staging folder is taken as abandoned. */
export const FOREIGN_JOB_QUIET_MS = 10 * 60_000

/**
 * Whether a process on this machine still runs. Recovery runs before this process writes anything, so a folder with
 * its own pid was left by an earlier process that had the same pid (a container's server is always pid 1).
 */
function processRuns(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether the process that named a staging folder is still writing it (another server or CLI run on the same
 * folder). One on another machine (a container sharing this DATA_DIR) cannot be asked: it is taken as writing until
 * its folder has had no new image for FOREIGN_JOB_QUIET_MS (a running job adds one every few milliseconds).
 */
async function stillWriting(staging: string, { host, pid }: StagedJob): Promise<boolean> {
  if (host === THIS_HOST) return processRuns(pid)
  // A new image changes its folder's time; a folder that cannot be read counts as just written, and is left alone.
  const lastWrite = await stat(join(staging, 'images'))
    .catch(() => stat(staging))
    .then(
      (stats) => stats.mtimeMs,
      () => Date.now(),
    )
  return Date.now() - lastWrite < FOREIGN_JOB_QUIET_MS
}

/**
 * Publishes what jobs had written when a crash or kill stopped them (all of them under `outputRoot`, or only job
 * `folder`), as a cancel does: each staging folder with written rows becomes its job folder (or a free name beside
 * it), with its dataset card; one without is removed with its reserved, empty job folder. Folders that a running
 * process is writing are left alone (see stillWriting).
 */
export async function recoverInterruptedJobs(outputRoot: string, folder?: string): Promise<KeptImages[]> {
  const recovered: KeptImages[] = []
  for (const name of await readdir(outputRoot).catch(() => [])) {
    const staged = stagedJob(name)
    const staging = join(outputRoot, name)
    if (!staged || (folder !== undefined && staged.folder !== folder) || (await stillWriting(staging, staged))) continue
    const job = await publishWrittenRows(outputRoot, staged.folder, staging)
    if (job) recovered.push(job)
  }
  return recovered
}
