import sharp from 'sharp'
import { bmp24 } from './bmp'

export type TestFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff' | 'bmp'

/** A small image whose pixels (and so bytes) depend on `seed`. */
export async function makeImage(format: TestFormat, seed = 1, size = { width: 40, height: 24 }): Promise<Buffer> {
  const { width, height } = size
  const pixels = Buffer.alloc(width * height * 4)
  for (let index = 0; index < width * height; index += 1) {
    pixels.writeUInt32BE((Math.imul(index + 1, 2654435761) ^ Math.imul(seed, 40503) ^ 0xff) >>> 0, index * 4)
  }
  if (format === 'bmp') {
    const rgb = Buffer.alloc(width * height * 3)
    for (let index = 0; index < width * height; index += 1) pixels.copy(rgb, index * 3, index * 4, index * 4 + 3)
    return bmp24(rgb, width, height)
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .toFormat(format)
    .toBuffer()
}

export interface FilePart {
  name: string
  filename: string
  bytes: Buffer | string
  type?: string
}

export interface FieldPart {
  name: string
  value: string
}

/** A multipart/form-data body for `app.inject`, serialised by the platform's own FormData. */
export async function multipart(
  parts: Array<FilePart | FieldPart>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData()
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value)
    else
      form.append(part.name, new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.filename)
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  }
}
