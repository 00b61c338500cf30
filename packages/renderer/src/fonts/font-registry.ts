import { GlobalFonts } from '@napi-rs/canvas'
import type { FontStyle } from './font-catalog'

/** Font file → the alias it is registered under in this thread. */
const aliases = new Map<string, string>()

function register(file: string): string {
  const known = aliases.get(file)
  if (known) return known
  const alias = `odia-font-${aliases.size}`
  if (!GlobalFonts.registerFromPath(file, alias)) throw new Error(`Cannot load the font file ${file}.`)
  aliases.set(file, alias)
  return alias
}

/**
 * The CSS font string that draws `style` at `size` px: each file registered under its own alias (Skia
 * falls back across the list). Registration happens once per file and thread.
 */
export function fontString(style: FontStyle, size: number): string {
  const families = style.files.map((file) => `"${register(file)}"`).join(', ')
  return `${style.weight} ${size}px ${families}`
}
