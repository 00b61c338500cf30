import { counted } from '@odia-ai/contract'
import { isImage, sortFiles } from './dropped-files'

interface Loaders {
  upload: (images: File[]) => Promise<void>
  importAnnotations: (csv: File) => Promise<void>
  importPageXml: (files: File[]) => Promise<void>
  notify: (notice: string) => void
}

/**
 * Files dropped on the screen or picked from a folder, each to its place: images are uploaded first, then a CSV or
 * PAGE XML is imported (PAGE XML names images, which may be among those just uploaded). Other files are named, not sent.
 */
export async function loadFiles(
  files: File[],
  { upload, importAnnotations, importPageXml, notify }: Loaders,
): Promise<void> {
  const { images, csv, pageXml, others } = sortFiles(files)
  if (images.length > 0) await upload(images)
  if (csv) await importAnnotations(csv)
  if (pageXml.length > 0) await importPageXml(pageXml)
  if (others.length > 0) {
    const names = others.slice(0, 3).map((file) => file.name)
    notify(
      `Left out ${counted(others.length, 'file')} that ${others.length === 1 ? 'is' : 'are'} not an image, a CSV or PAGE XML: ${names.join(', ')}${others.length > 3 ? ', …' : ''}.`,
    )
  }
}

/** A folder picked with `Load Folder`: its images are uploaded; its other files (a CSV, notes) are only counted. */
export async function loadFolder(files: File[], { upload, notify }: Pick<Loaders, 'upload' | 'notify'>): Promise<void> {
  const images = files.filter(isImage)
  if (images.length > 0) await upload(images)
  const others = files.length - images.length
  if (others > 0)
    notify(`Left out ${counted(others, 'file')} of the folder that ${others === 1 ? 'is' : 'are'} not an image.`)
}
