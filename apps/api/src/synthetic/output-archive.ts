import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { extname, join, posix } from 'node:path'
import type { Readable } from 'node:stream'
import type { ArchiveEntry } from '../datasets/line-formats'
import { ZipOutput } from '../datasets/zip-output'
import { notFound } from '../errors'
import { sanitizeJobName } from './job-name'

/** Text files shrink; images and tar shards of images do not, so they are stored as they are. */
const DEFLATED = new Set(['.csv', '.txt', '.md', '.json', '.xml'])

/** Every file under `folder`, as paths relative to it, in name order (subfolders depth-first). */
async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(folder, prefix), { withFileTypes: true })
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const files: string[] = []
  for (const entry of entries) {
    const path = posix.join(prefix, entry.name)
    if (entry.isDirectory()) files.push(...(await filesUnder(folder, path)))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/**
 * A published job folder as one ZIP, its files under `<folder>/`, streamed file by file as it is read. Only a name
 * the generator could have given (a sanitised job name: no separators, no leading dot, so never `..`, a hidden
 * staging folder or a path) that names an existing folder is taken; anything else is a 404 that names nothing else.
 */
export async function outputArchive(outputRoot: string, folder: string): Promise<{ name: string; archive: Readable }> {
  const missing = notFound('NO_SUCH_OUTPUT', `There is no generated dataset named "${folder}".`)
  let sanitized: string
  try {
    sanitized = sanitizeJobName(folder)
  } catch {
    throw missing
  }
  if (sanitized !== folder) throw missing
  const root = join(outputRoot, folder)
  if (
    !(await stat(root).then(
      (stats) => stats.isDirectory(),
      () => false,
    ))
  )
    throw missing
  const files = await filesUnder(root)
  const zip = new ZipOutput(new Date())
  const entries: ArchiveEntry[] = files.map((file) => ({
    path: `${folder}/${file}`,
    data: () => createReadStream(join(root, file)),
    deflate: DEFLATED.has(extname(file)),
  }))
  zip
    .addAll(entries)
    .then(() => zip.end())
    .catch((error: unknown) => zip.destroy(error))
  return { name: `${folder}.zip`, archive: zip.stream }
}
