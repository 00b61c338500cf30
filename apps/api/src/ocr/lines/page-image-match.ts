import { extname } from 'node:path'
import { safeStem } from '../../files/archive-names'
import { safeFileName } from '../../files/safe-file-name'
import type { StoredImage } from '../storage/image-repository'

export type ImageMatch = { image: StoredImage } | { code: 'IMAGE_NOT_FOUND' | 'IMAGE_AMBIGUOUS'; reason: string }

/** The name our line export gives a page image in its archive (`scan 1.png` → `scan_1.png`), and so in its PAGE XML. */
const archiveName = (fileName: string) => `${safeStem(fileName)}${extname(fileName)}`

const add = (index: Map<string, StoredImage[]>, key: string, image: StoredImage) =>
  index.set(key, [...(index.get(key) ?? []), image])

/**
 * Finds the stored image a PAGE XML file describes by the name it gives (`imageFilename`, of which only the base name
 * counts): the image stored under that name; else the one our line export named so in its archive; else the one
 * uploaded under that name (stored as `scan-2.png` because another `scan.png` came first). A name that fits two
 * images, such as `scan.png` when two different `scan.png` were uploaded, is ambiguous rather than guessed.
 */
export class PageImageMatcher {
  private readonly byName = new Map<string, StoredImage>()
  private readonly byArchiveName = new Map<string, StoredImage[]>()
  private readonly byUploadName = new Map<string, StoredImage[]>()

  constructor(images: StoredImage[]) {
    for (const image of images) {
      this.byName.set(image.file_name, image)
      add(this.byArchiveName, archiveName(image.file_name), image)
      add(this.byUploadName, safeFileName(image.original_name), image)
    }
  }

  match(imageFilename: string): ImageMatch {
    const name = imageFilename.normalize('NFC').split(/[/\\]/).pop() ?? ''
    const uploaded = this.byUploadName.get(safeFileName(name)) ?? []
    const exact = this.byName.get(name)
    const candidates = exact ? [exact, ...uploaded] : [...(this.byArchiveName.get(name) ?? []), ...uploaded]
    const distinct = [...new Set(candidates)]
    if (distinct.length === 1) return { image: distinct[0]! }
    if (distinct.length === 0)
      return {
        code: 'IMAGE_NOT_FOUND',
        reason: `No stored image is named ${name}: upload it first, then import its PAGE XML again.`,
      }
    const names = distinct.map((image) => image.file_name).join(', ')
    return {
      code: 'IMAGE_AMBIGUOUS',
      reason: `${name} could be any of ${names} (uploaded under the same name): set the PAGE XML's imageFilename to the stored name of its image.`,
    }
  }
}
