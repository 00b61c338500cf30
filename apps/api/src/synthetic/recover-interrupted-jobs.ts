import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { publishWrittenRows, stagedJob, type KeptImages } from './staging-folder'

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

/**
 * Publishes what jobs had written when a crash or kill stopped them (all of them under `outputRoot`, or only job
 * `folder`), as a cancel does: each staging folder with written rows becomes its job folder (or a free name beside
 * it); one without is removed with its reserved, empty job folder. Folders that a running process is writing are left
 * alone.
 */
export async function recoverInterruptedJobs(outputRoot: string, folder?: string): Promise<KeptImages[]> {
  const recovered: KeptImages[] = []
  for (const name of await readdir(outputRoot).catch(() => [])) {
    const staged = stagedJob(name)
    if (!staged || (folder !== undefined && staged.folder !== folder) || stillWriting(staged.pid)) continue
    const job = await publishWrittenRows(outputRoot, staged.folder, join(outputRoot, name))
    if (job) recovered.push(job)
  }
  return recovered
}
