import { extname } from 'node:path'
import { safeFileName } from './safe-file-name'

/**
 * An image's file name without its extension, reduced to what every trainer's tooling takes in a file name: letters
 * of any script with their marks (Odia included), digits, `-`, `_` and `.`; anything else (spaces, which break
 * tesstrain's Makefile, path separators, quotes, controls) becomes `_`, and the length stays bounded.
 */
export function safeStem(imageName: string): string {
  // safeFileName already gives a bounded NFC base name.
  const name = safeFileName(imageName)
  const stem = name.slice(0, name.length - extname(name).length)
  return stem.replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '_').replace(/^[._-]+|[._-]+$/g, '') || 'image'
}

/**
 * Hands out a distinct stem for each image of one archive: a second `scan` (from `scan.jpg` next to `scan.png`, or
 * `Scan.png` on a file system that ignores case) becomes `scan-2`.
 */
export class UniqueStems {
  private readonly taken = new Set<string>()

  next(imageName: string): string {
    const stem = safeStem(imageName)
    let candidate = stem
    for (let number = 2; this.taken.has(candidate.toLowerCase()); number += 1) candidate = `${stem}-${number}`
    this.taken.add(candidate.toLowerCase())
    return candidate
  }
}

/** `scan-007.png`: a line's crop, numbered by its place in the page's reading order. */
export const lineFileStem = (stem: string, index: number): string => `${stem}-${String(index + 1).padStart(3, '0')}`
