import type { Variant } from '@odia-ai/renderer'
import { metadataCsvHeader } from '../datasets/line-formats/imagefolder'

/**
 * What `metadata.csv` records of each synthetic image after `file_name,text`, in every output format (in `imagefolder`
 * it is the format's own index; beside the others it is the job's record, which a stopped job is cut back to).
 */
export const METADATA_COLUMNS = ['mode', 'font', 'size', 'background', 'params']

/** An image's columns: `params` is the JSON of an `ultra-realistic` image's degradations, else empty. */
export const metadataColumns = (mode: string, variant: Variant): Record<string, string | number> => ({
  mode,
  font: variant.style,
  size: variant.size,
  background: variant.look ? variant.look.paper : variant.background,
  params: variant.look ? JSON.stringify(variant.look) : '',
})

export const metadataHeader = (): string => metadataCsvHeader(METADATA_COLUMNS)
