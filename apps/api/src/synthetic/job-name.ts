import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { badRequest } from '../errors'
import { LIMITS } from './limits'

/**
 * A job name safe as one folder name: letters (any script), digits, `-`, `_` and `.` kept, everything else
 * (separators included) becomes `_`; no leading dots (so never `..` or hidden); bounded length.
 * An empty name becomes a timestamp.
 */
export function sanitizeJobName(requested: string | undefined, now = new Date()): string {
  const cleaned = (requested ?? '')
    .normalize('NFC')
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+/, '')
    .slice(0, LIMITS.jobNameLength)
  if (cleaned) return cleaned
  if ((requested ?? '').trim())
    throw badRequest(
      'INVALID_JOB_NAME',
      `The job name "${requested}" has no usable characters: use letters, digits, - or _.`,
    )
  return `job-${now.toISOString().replace(/[:.]/g, '-').replace('Z', '')}`
}

/** Creates `<outputRoot>/<name>` (or `<name>-2`, `-3`, … when taken) and returns the name it got: nothing is overwritten. */
export async function reserveJobFolder(outputRoot: string, name: string): Promise<string> {
  await mkdir(outputRoot, { recursive: true })
  for (let attempt = 1; ; attempt++) {
    const candidate = attempt === 1 ? name : `${name}-${attempt}`
    try {
      await mkdir(join(outputRoot, candidate))
      return candidate
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}
