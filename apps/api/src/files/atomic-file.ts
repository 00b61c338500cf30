import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** A temporary name in the same directory as `path` (so a rename onto `path` is atomic); hidden by a leading dot. */
const temporaryPathFor = (path: string): string => join(dirname(path), `.${basename(path)}.${randomUUID()}.part`)

/**
 * Writes `path` through a temporary file and a rename, so a crash leaves either the old file or the
 * complete new one, never half of it. `produce` writes the temporary path it is given.
 */
export async function writeAtomically(
  path: string,
  produce: (temporaryPath: string) => Promise<unknown>,
): Promise<void> {
  const temporary = temporaryPathFor(path)
  await mkdir(dirname(path), { recursive: true })
  try {
    await produce(temporary)
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
