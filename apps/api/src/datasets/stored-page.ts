import { createReadStream } from 'node:fs'
import { extname } from 'node:path'
import type { OcrLine } from '@odia-ai/contract'
import { openImage } from '../ocr/images/image-decoding'
import type { StoredImage } from '../ocr/storage/image-repository'
import type { ImageFormat } from '../ocr/images/image-type'
import type { ExportLine, ExportPage } from './export-page'
import { cropLine, cropMargin, decodeGray, type GrayImage } from './line-crop'

/** A stored image as ImageFiles.find answers it: its row, format and path. */
export type StoredPageImage = StoredImage & { format: ImageFormat; path: string }

/** A stored line as the formats write it: its validated text, or else what an engine read. */
const exportLine = (line: OcrLine): ExportLine => ({
  index: line.index,
  box: line.box,
  text: line.validated_text || line.extracted_text,
  validated: line.status === 'validated',
})

/**
 * An uploaded image and its stored lines as an export page. Crops are cut from the stored pixels as they are (no
 * EXIF rotation), the frame the boxes and the stored width and height are in. The page is decoded on the first crop
 * and once only.
 */
export async function storedPage(image: StoredPageImage, lines: OcrLine[]): Promise<ExportPage> {
  const size = image.width && image.height ? { width: image.width, height: image.height } : await openImage(image.path, image.format)
  let pixels: Promise<GrayImage> | undefined
  return {
    imageName: image.file_name,
    width: size.width,
    height: size.height,
    source: image.sha256,
    lines: lines.map(exportLine),
    crop: async (line) => {
      pixels ??= openImage(image.path, image.format).then(({ image: opened }) => decodeGray(opened))
      return cropLine(await pixels, line.box, cropMargin(line.box))
    },
    readImage: () => createReadStream(image.path),
    imageExtension: extname(image.file_name),
  }
}
