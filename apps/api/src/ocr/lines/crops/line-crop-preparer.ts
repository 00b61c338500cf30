import { setImmediate as turn } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { LineCropCache } from './line-crop-cache'
import { pageSize } from './stored-page'
import type { ImageFiles } from '../../images/image-files'
import type { LineRepository } from '../line-repository'

/**
 * Keeps the line crops of stored images prepared for exports, in the background. An image is queued whenever its
 * lines are stored, once however often they change before its turn; images are prepared one at a time, each after the
 * event loop has turned, so requests go first and one page's pixels at most are held. A line whose crop is not
 * prepared yet is cut by the export itself.
 */
export class LineCropPreparer {
  private readonly queued = new Set<string>()
  private running: Promise<void> | undefined
  private closed = false

  constructor(
    private readonly files: ImageFiles,
    private readonly lines: LineRepository,
    private readonly cache: LineCropCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Prepares the image's crops soon: writes the missing ones, removes those of boxes it no longer has. */
  queue(fileName: string): void {
    if (this.closed) return
    this.queued.add(fileName)
    this.running ??= this.drain()
  }

  /** Resolves once nothing is queued or being prepared. */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  /** Drops what is queued and waits for the image being prepared, if any. */
  async close(): Promise<void> {
    this.closed = true
    this.queued.clear()
    await this.idle()
  }

  private async drain(): Promise<void> {
    // A Set's iteration also visits what is added meanwhile: an image queued again during its turn comes round again.
    for (const fileName of this.queued) {
      this.queued.delete(fileName)
      await turn()
      try {
        const image = this.files.find(fileName)
        await this.cache.prepare({ ...image, ...(await pageSize(image)) }, this.lines.boxesOfImageBytes(image.sha256))
      } catch (error) {
        this.log.warn({ err: error, image: fileName }, 'the line crops of an image could not be prepared')
      }
    }
    this.running = undefined
  }
}
