import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { GlobalFonts } from '@napi-rs/canvas'
import type { FontStyle } from './font-catalog'

/** Font file → the family name it is registered under. */
const aliases = new Map<string, string>()

/**
 * Registers a font file, once per file and thread, under a family name made from its bytes. Registered fonts live in
 * the canvas library's process-wide collection, shared by every thread on the same copy of the library (the main
 * thread, which lays pages out, and the pool's first worker; see privateCanvasLibrary): a name that meant one file in
 * one thread and another file in another would draw whichever of the two Skia matched. A name from the bytes means
 * the same font in every thread, so a thread that finds it registered already uses it as it is.
 */
function register(file: string): string {
  const known = aliases.get(file)
  if (known) return known
  const bytes = readFileSync(file)
  const alias = `odia-font-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`
  if (!GlobalFonts.has(alias) && !GlobalFonts.register(bytes, alias))
    throw new Error(`Cannot load the font file ${file}.`)
  aliases.set(file, alias)
  return alias
}

/**
 * The CSS font string that draws `style` at `size` px: each file registered under its own name (Skia falls back
 * across the list).
 */
export function fontString(style: FontStyle, size: number): string {
  const families = style.files.map((file) => `"${register(file)}"`).join(', ')
  return `${style.weight} ${size}px ${families}`
}
