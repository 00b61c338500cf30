import type { RenderPool } from '@odia-ai/renderer'
import type { FormatLine } from '../datasets/line-formats/line-format'
import type { PlannedImage } from './plan-images'
import { metadataColumns } from './metadata-csv'
import { writeStaged, type StagedJobOptions, type WrittenDataset } from './write-staged'

/**
 * Images per message to a worker: large enough to amortise the hand-over, small enough to yield often. Batches of long
 * lines hold fewer (the pool sizes them by pixels too: see RenderPool.renderInOrder).
 */
const BATCH = 32

export interface WriteDatasetOptions extends StagedJobOptions {
  pool: RenderPool
  /** The job's plan (see planImages), rendered as it is. */
  images: PlannedImage[]
  /** The `mode` column. */
  mode: string
  /** The `seed` column: the job's seed when its mode draws at random. */
  seed: number | undefined
  onImages: (count: number) => void
}

/** An image's name without its extension, which its rendering decides. */
export const imageStem = (index: number) => String(index + 1).padStart(6, '0')

/**
 * Renders every planned image on the pool and writes them in the chosen format with `metadata.csv`, staged and
 * published by writeStaged. Where the format has an image path, the workers write the images there themselves.
 * A cancel or a failure keeps the images of every batch written so far, listed in metadata.csv.
 */
export async function writeDataset(options: WriteDatasetOptions): Promise<WrittenDataset> {
  const { pool, images, signal } = options
  return writeStaged(options, [], async ({ saveAs, add }) => {
    let index = 0
    // With saveAs the workers write the images; a batch's rows follow once they are on disk.
    const stream = pool.renderInOrder(images, {
      batchSize: BATCH,
      saveAs: saveAs && ((at) => saveAs(imageStem(at))),
      signal,
    })
    for await (const rendered of stream) {
      if (signal.aborted) break
      const lines = rendered.map((image): FormatLine => {
        const planned = images[index]!
        const columns = metadataColumns(options.mode, planned, options.seed, image)
        return {
          stem: imageStem(index++),
          extension: image.ext,
          text: planned.text,
          columns,
          ...(saveAs ? {} : { image: image.data }),
        }
      })
      await add(lines)
      options.onImages(rendered.length)
    }
    return index === images.length
  })
}
