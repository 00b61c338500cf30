import type { Annotation, AnnotationStatus } from '@odia-ai/contract'

/** An entry of the annotation map: an object from the server, or a plain text from an OCR answer. */
export type AnnotationEntry = Annotation | string | undefined

/** Where an image stands: new, extracted, failed or validated (derived when the server did not say). */
export function statusOf(entry: AnnotationEntry): AnnotationStatus {
  if (entry === undefined) return 'new'
  if (typeof entry === 'string') return entry ? 'extracted' : 'new'
  if (entry.status) return entry.status
  if (entry.validated_text) return 'validated'
  return entry.extracted_text ? 'extracted' : 'new'
}

/**
 * The text the editor shows on opening an image: the person's validated text once there is one,
 * otherwise the machine's extraction as a starting point (for a plain-text entry, the entry itself).
 */
export function editorTextFor(entry: AnnotationEntry): string {
  if (entry === undefined) return ''
  if (typeof entry === 'string') return entry
  if (statusOf(entry) === 'validated') return entry.validated_text
  return entry.validated_text || entry.extracted_text
}

export const STATUS_LABEL: Record<AnnotationStatus, string> = {
  new: 'New',
  extracted: 'Extracted',
  failed: 'Failed',
  validated: 'Validated',
}
