import { createWriteStream } from 'node:fs'
import { type FileHandle, mkdir, open, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { ArchiveEntry } from './line-formats/line-format'

/**
 * Writes a dataset's entries as files of a folder (a synthetic job's staging folder), the counterpart of ZipOutput:
 * an `append` entry is added to the end of its file at once, so an index (metadata.csv, rec_gt.txt, a tar shard) grows
 * with the lines and a stopped job's files hold what was written. Appends of one call go out as one write per file.
 */
export class FolderOutput {
  private readonly open = new Map<string, FileHandle>()

  constructor(private readonly folder: string) {}

  async addAll(entries: ArchiveEntry[]): Promise<void> {
    const appends = new Map<string, Array<string | Uint8Array>>()
    for (const entry of entries) {
      if (!entry.append) await this.write(entry)
      else if (typeof entry.data === 'string' || entry.data instanceof Uint8Array) {
        const parts = appends.get(entry.path) ?? []
        parts.push(entry.data)
        appends.set(entry.path, parts)
      } else throw new Error(`An appended entry holds text or bytes: ${entry.path}`)
    }
    for (const [path, parts] of appends) {
      await (
        await this.handle(path)
      ).appendFile(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))))
    }
  }

  /** Closes the files being appended to; nothing more can be added to them. */
  async close(): Promise<void> {
    const handles = [...this.open.values()]
    this.open.clear()
    await Promise.all(handles.map((handle) => handle.close()))
  }

  private async write({ path, data }: ArchiveEntry): Promise<void> {
    const file = join(this.folder, path)
    await mkdir(dirname(file), { recursive: true })
    if (typeof data === 'function') await pipeline(data(), createWriteStream(file))
    else await writeFile(file, await data)
  }

  private async handle(path: string): Promise<FileHandle> {
    let handle = this.open.get(path)
    if (!handle) {
      const file = join(this.folder, path)
      await mkdir(dirname(file), { recursive: true })
      handle = await open(file, 'a')
      this.open.set(path, handle)
    }
    return handle
  }
}
