import { type Annotation, type AnnotationMap, type AnnotationStatus, ownValue } from '@odia-ai/contract'
import { statusOf } from '../common/annotation-view'

/** What the image list can be narrowed to: each filter's label and the images it keeps, by their annotation. */
export const IMAGE_FILTERS = {
  all: { label: 'All images', keeps: () => true },
  'to-do': { label: 'Not validated', keeps: ({ status }) => status !== 'validated' },
  validated: { label: 'Validated', keeps: ({ status }) => status === 'validated' },
  failed: { label: 'Failed', keeps: ({ status }) => status === 'failed' },
  // A second person's review (issue 21): a reviewed image is still validated; a sent-back one waits for its fix.
  reviewed: { label: 'Reviewed', keeps: ({ annotation }) => annotation?.review_status === 'reviewed' },
  'sent-back': { label: 'Sent back', keeps: ({ annotation }) => annotation?.review_status === 'sent_back' },
  // The Odia orthography checks flag something in its text.
  flagged: { label: 'Flagged', keeps: ({ flags }) => flags > 0 },
} as const satisfies Record<
  string,
  {
    label: string
    keeps: (image: { status: AnnotationStatus; annotation: Annotation | undefined; flags: number }) => boolean
  }
>

export type ImageFilter = keyof typeof IMAGE_FILTERS
export const IMAGE_FILTER_NAMES = Object.keys(IMAGE_FILTERS) as ImageFilter[]
export const isImageFilter = (value: string): value is ImageFilter => Object.hasOwn(IMAGE_FILTERS, value)

/**
 * The positions of the images the filter keeps whose file name holds `search` (in any letter case), in list order;
 * every position when nothing narrows the list.
 */
export function filterImages(
  images: string[],
  annotations: AnnotationMap,
  flagCounts: Record<string, number>,
  filter: ImageFilter,
  search: string,
): number[] {
  const needle = search.trim().toLocaleLowerCase()
  const rows: number[] = []
  for (let index = 0; index < images.length; index += 1) {
    const name = images[index]!
    const annotation = ownValue(annotations, name)
    if (
      (needle === '' || name.toLocaleLowerCase().includes(needle)) &&
      IMAGE_FILTERS[filter].keeps({ status: statusOf(annotation), annotation, flags: ownValue(flagCounts, name) ?? 0 })
    )
      rows.push(index)
  }
  return rows
}
