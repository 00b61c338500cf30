// The box file `tesseract IMG BASE --psm 13 lstm.train` reads beside a line image: tesstrain's
// generate_line_box.py, one box per character spanning the whole line, a combining mark kept with the character
// before it, and a tab box closing the line. Written here rather than taken from text2image, whose box files drop
// the vowel sign ି.

/** U+0345 has the highest canonical combining class (240): NFD moves any other non-zero-class mark before it. */
const HIGHEST_CLASS = '\u0345'

/**
 * Python's `unicodedata.combining(c) != 0`, a non-zero canonical combining class (for Odia: the nukta ଼ and the
 * virama ୍, not the vowel signs), found by whether canonical reordering moves the character.
 */
export function hasCombiningClass(char: string): boolean {
  if (char === HIGHEST_CLASS) return true
  const decomposed = char.normalize('NFD')
  return `a${HIGHEST_CLASS}${char}`.normalize('NFD') !== `a${HIGHEST_CLASS}${decomposed}`
}

/** The box file of one line image `width` × `height` px labelled `text` (NFC-normalised here, as tesstrain does). */
export function lineBoxFile(text: string, width: number, height: number): string {
  const line = [...text.trim().normalize('NFC')]
  const box = (symbol: string) => `${symbol} 0 0 ${width} ${height} 0\n`
  if (line.length === 0) return ''
  let out = ''
  for (let index = 1; index < line.length; index++) {
    const char = line[index]!
    const previous = line[index - 1]!
    if (hasCombiningClass(char)) out += box(previous + char)
    else if (!hasCombiningClass(previous)) out += box(previous)
  }
  const last = line.at(-1)!
  if (!hasCombiningClass(last)) out += box(last)
  return out + box('\t')
}
