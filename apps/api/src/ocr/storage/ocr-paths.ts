import { join } from 'node:path'
import { IMAGE_FOLDER } from '@odia-ai/contract'

/** Where the OCR tool keeps its files under the data directory. */
export interface OcrPaths {
  /** Uploaded images, exactly as uploaded; the only folder `/images/` serves from. */
  uploads: string
  /** Small WebP thumbnails, named by the image's SHA-256. */
  thumbnails: string
  /** PNG copies of images a browser cannot show (TIFF), named by SHA-256. */
  display: string
  /** Line crops prepared for exports, a folder per image SHA-256 (LineCropCache). */
  lineCrops: string
}

export const ocrPaths = (dataDir: string): OcrPaths => ({
  uploads: join(dataDir, IMAGE_FOLDER),
  thumbnails: join(dataDir, 'cache', 'thumbnails'),
  display: join(dataDir, 'cache', 'display'),
  lineCrops: join(dataDir, 'cache', 'line-crops'),
})

export const thumbnailFile = (paths: OcrPaths, sha256: string): string => join(paths.thumbnails, `${sha256}.webp`)
export const displayFile = (paths: OcrPaths, sha256: string): string => join(paths.display, `${sha256}.png`)
