import type { RenderedImage } from '@odia-ai/renderer'
import { metadataCsvHeader } from '../datasets/line-formats/imagefolder'
import type { PlannedImage } from './plan-images'

/**
 * What `metadata.csv` records of each synthetic image after `file_name,text`, in every output format (in `imagefolder`
 * it is the format's own index; beside the others it is the job's record, which a stopped job is cut back to), each
 * with its type in the dataset card's features. The SPEC's columns first, in their order; the later ones were added
 * after it and stay at the end.
 */
export const METADATA_COLUMN_TYPES = {
  mode: 'string',
  font: 'string',
  size: 'int64',
  background: 'string',
  params: 'string',
  family: 'string',
  weight: 'int64',
  seed: 'int64',
  variant: 'int64',
  width: 'int64',
  height: 'int64',
} as const satisfies Record<string, 'string' | 'int64'>

export type MetadataColumn = keyof typeof METADATA_COLUMN_TYPES

export const METADATA_COLUMNS = Object.keys(METADATA_COLUMN_TYPES) as MetadataColumn[]

/**
 * An image's columns: `params` is the JSON of an `ultra-realistic` image's degradations, else empty; `font` names the
 * style (family and weight as one id); `seed` is the job's for the modes that draw at random, else empty; `variant`
 * is 1 for the first image of its text, 2 for the next…; `width` and `height` are the image's size in px.
 */
export const metadataColumns = (
  mode: string,
  { variant, number, family, weight }: PlannedImage,
  seed: number | undefined,
  image: Pick<RenderedImage, 'width' | 'height'>,
): Record<string, string | number> => ({
  mode,
  font: variant.style,
  size: variant.size,
  background: variant.look ? variant.look.paper : variant.background,
  params: variant.look ? JSON.stringify(variant.look) : '',
  family,
  weight,
  seed: seed ?? '',
  variant: number,
  width: image.width,
  height: image.height,
})

export const metadataHeader = (): string => metadataCsvHeader(METADATA_COLUMNS)
