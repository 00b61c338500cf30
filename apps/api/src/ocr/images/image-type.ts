/** The image formats the OCR tool stores, detected from a file's first bytes (never its name). */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'bmp' | 'tiff'

export const MIME_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
}

/** How many leading bytes `detectImageFormat` needs. */
export const SIGNATURE_BYTES = 12

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

export function detectImageFormat(head: Buffer): ImageFormat | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif'
  if (startsWith(head, ascii('BM'))) return 'bmp'
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff'
  return undefined
}

export const formatOfMime = (mimeType: string): ImageFormat | undefined =>
  (Object.keys(MIME_TYPES) as ImageFormat[]).find((format) => MIME_TYPES[format] === mimeType)
