import { createHash } from 'node:crypto'
import { createReadStream, type Dirent } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { projectsFolder } from '../ocr/storage/ocr-paths'

/** What is directly in `folder`; nothing when it is missing. */
const entries = (folder: string): Promise<Dirent[]> =>
  readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })

/** The ids of the project folders on disk: the folders named as the server names them (`projects/<id>`), and no other. */
export async function projectFolderIds(dataDir: string): Promise<number[]> {
  return (await entries(projectsFolder(dataDir)))
    .filter((entry) => entry.isDirectory() && /^[1-9][0-9]{0,14}$/.test(entry.name))
    .map((entry) => Number(entry.name))
}

/** The SHA-256 of every file directly in `folder`, read as streams (what a stored image's cached copies are named by). */
export async function fileHashes(folder: string): Promise<string[]> {
  const hashes: string[] = []
  for (const entry of await entries(folder)) {
    if (!entry.isFile()) continue
    const hash = createHash('sha256')
    await pipeline(createReadStream(join(folder, entry.name)), hash)
    hashes.push(hash.digest('hex'))
  }
  return hashes
}
