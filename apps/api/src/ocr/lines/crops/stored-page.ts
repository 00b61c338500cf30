import { createReadStream } from 'node:fs'
import { extname } from 'node:path'
import type { OcrLine } from '@odia-ai/contract'
import { openImage } from '../../images/image-decoding'
import type { StoredImage } from '../../storage/image-repository'
import type { ImageFormat } from '../../images/image-type'
import type { ExportLine, ExportPage } from '../../../datasets/export-page'
import { decodePage, type GrayImage } from './gray-page'
import type { LineCropCache } from './line-crop-cache'
import { cropLine, cropMargin, cropRect, lineCropRect } from './line-crop'
import { maskedRect } from './polygon-crop'

/** A stored image as ImageFiles.find answers it: its row, format and path. */
export type StoredPageImage = StoredImage & { format: ImageFormat; path: string }

/** A stored line as the formats write it: its validated text, or else what an engine read. */
const exportLine = (line: OcrLine): ExportLine => ({
  index: line.index,
  box: line.box,
  ...(line.polygon ? { outline: line.polygon } : {}),
  ...(line.baseline ? { baseline: line.baseline } : {}),
  ...(line.region ? { region: line.region } : {}),
  text: line.validated_text || line.extracted_text,
  validated: line.status === 'validated',
})

/** The image's size as stored, else as its header gives it. */
export async function pageSize(image: StoredPageImage): Promise<{ width: number; height: number }> {
  if (image.width && image.height) return { width: image.width, height: image.height }
  const { width, height } = await openImage(image.path, image.format)
  return { width, height }
}

/**
 * An uploaded image and its stored lines as an export page. A line's crop is the one prepared in `cache` when there
 * is one, else it is cut from the stored pixels as they are (no EXIF rotation), the frame the boxes and the stored
 * width and height are in: the page is then decoded on the first crop it lacks, and once only. A line with an outline
 * is cut around it, everything further than `padding` pixels outside it white (by default the crop's margin).
 */
export async function storedPage(
  image: StoredPageImage,
  lines: OcrLine[],
  cache?: LineCropCache,
  padding?: number,
): Promise<ExportPage> {
  const size = await pageSize(image)
  let pixels: Promise<GrayImage> | undefined
  return {
    imageName: image.file_name,
    width: size.width,
    height: size.height,
    source: image.sha256,
    lines: lines.map(exportLine),
    crop: async (line) => {
      if (line.outline) {
        const around = Math.max(cropMargin(line.box), padding ?? 0)
        const rect = cropRect(line.box, around, size.width, size.height)
        pixels ??= decodePage(image.path, image.format)
        const masked = maskedRect(await pixels, rect, line.outline, padding ?? cropMargin(line.box))
        return cropLine(masked, { left: 0, top: 0, width: rect.width, height: rect.height })
      }
      const rect = lineCropRect(line.box, size.width, size.height)
      const prepared = await cache?.read(image.sha256, rect)
      if (prepared) return prepared
      pixels ??= decodePage(image.path, image.format)
      return cropLine(await pixels, rect)
    },
    readImage: () => createReadStream(image.path),
    imageExtension: extname(image.file_name),
  }
}
