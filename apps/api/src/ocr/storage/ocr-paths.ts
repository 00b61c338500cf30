import { join } from 'node:path'
import { DEFAULT_PROJECT_ID, IMAGE_FOLDER } from '@odia-ai/contract'

/** Where the OCR tool keeps a project's files under the data directory. */
export interface OcrPaths {
  /** The project's uploaded images, exactly as uploaded; the only folder `/images/` serves the project's images from. */
  uploads: string
  /** Small WebP thumbnails, named by the image's SHA-256 (shared by every project: the same bytes, the same file). */
  thumbnails: string
  /** PNG copies of images a browser cannot show (TIFF), named by SHA-256 (shared likewise). */
  display: string
  /** Line crops prepared for exports, a folder per image SHA-256 (LineCropCache). */
  lineCrops: string
}

/** Where the folders of the projects other than the default one are, each named by its project's id. */
export const projectsFolder = (dataDir: string): string => join(dataDir, 'projects')

/** The folder of a project other than the default one: its uploads, and nothing else of it, live below it. */
export const projectFolder = (dataDir: string, projectId: number): string =>
  join(projectsFolder(dataDir), String(projectId))

/**
 * The default project keeps the folder every image had before projects (`DATA_DIR/uploaded_images`), so an existing
 * data directory needs no move; another project's images are in `DATA_DIR/projects/<id>/uploaded_images`.
 */
export const ocrPaths = (dataDir: string, projectId = DEFAULT_PROJECT_ID): OcrPaths => ({
  uploads:
    projectId === DEFAULT_PROJECT_ID
      ? join(dataDir, IMAGE_FOLDER)
      : join(projectFolder(dataDir, projectId), IMAGE_FOLDER),
  thumbnails: join(dataDir, 'cache', 'thumbnails'),
  display: join(dataDir, 'cache', 'display'),
  lineCrops: join(dataDir, 'cache', 'line-crops'),
})

export const thumbnailFile = (paths: OcrPaths, sha256: string): string => join(paths.thumbnails, `${sha256}.webp`)
export const displayFile = (paths: OcrPaths, sha256: string): string => join(paths.display, `${sha256}.png`)
