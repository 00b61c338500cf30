import { Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { ArchiveEntry } from './line-formats/line-format'

const bytesStream = (bytes: string | Uint8Array): Readable =>
  Readable.from([typeof bytes === 'string' ? Buffer.from(bytes) : bytes], { objectMode: false })

/**
 * A ZIP archive written as a stream (yazl: data descriptors, ZIP64 once past 65,535 entries or 4 GB). Entries are
 * handed over one at a time, each once the previous has flowed out to the reader, so a slow or stalled reader holds
 * the writer back instead of the archive piling up in memory. An entry that continues a file (`append`, an index such
 * as metadata.csv) is gathered and added whole by `addAppended`.
 */
export class ZipOutput {
  private readonly zip = new ZipFile()
  /** The archive's bytes. */
  readonly stream = this.zip.outputStream as Readable
  /** Rejects when the stream ends early (its reader went away, or a failure destroyed it): the writer must stop. */
  private readonly closed: Promise<never>
  /** The files added to piece by piece, in the order they were begun. */
  private readonly appended = new Map<string, { parts: Array<string | Uint8Array>; deflate: boolean }>()

  constructor(private readonly mtime: Date) {
    this.closed = new Promise<never>((_resolve, reject) => {
      this.stream.once('close', () => reject(new Error('The archive stream closed before the archive was complete.')))
    })
    // Only pending additions wait on it; a normal end leaves nobody waiting.
    this.closed.catch(() => undefined)
    this.zip.on('error', (error: unknown) => this.destroy(error))
  }

  /** Adds the entries in order; resolves once the last is on its way out, so the caller can prepare the next ones. */
  async addAll(entries: ArchiveEntry[]): Promise<void> {
    for (const entry of entries) {
      if (entry.append) this.gather(entry)
      else await this.add(entry)
    }
  }

  /** Adds the files gathered from `append` entries, each whole. */
  async addAppended(): Promise<void> {
    const files = [...this.appended]
    this.appended.clear()
    for (const [path, { parts, deflate }] of files) {
      await this.add({
        path,
        data: Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))),
        deflate,
      })
    }
  }

  /** No more entries: the central directory follows the last one out. */
  end(): void {
    this.zip.end()
  }

  destroy(error: unknown): void {
    this.stream.destroy(error instanceof Error ? error : new Error(String(error)))
  }

  private gather({ path, data, deflate = false }: ArchiveEntry): void {
    if (typeof data !== 'string' && !(data instanceof Uint8Array))
      throw new Error(`An appended entry holds text or bytes: ${path}`)
    const file = this.appended.get(path) ?? { parts: [], deflate }
    file.parts.push(data)
    this.appended.set(path, file)
  }

  private async add({ path, data, deflate = false }: ArchiveEntry): Promise<void> {
    const ready = typeof data === 'function' ? data : await data
    // yazl keeps the function below until the archive ends, and a closure keeps every variable it can see: only
    // `pending` (and the archive itself) is seen, and it lets the entry's bytes go once yazl has taken them.
    let pending: Readable | undefined = typeof ready === 'function' ? ready() : bytesStream(ready)
    // yazl pipes the entry in without listening for its errors: a file that cannot be read (gone since the archive was
    // planned) would be an unhandled error, ending the process. It fails the archive, which the reply reports, instead.
    pending.once('error', (error) => this.destroy(error))
    const started = new Promise<void>((resolve) => {
      // yazl asks for the data when every earlier entry has been written to the stream.
      this.zip.addReadStreamLazy(path, { compress: deflate, mtime: this.mtime }, (give) => {
        give(null, pending!)
        pending = undefined
        resolve()
      })
    })
    await Promise.race([started, this.closed])
  }
}
