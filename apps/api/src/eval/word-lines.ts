// Lines made of whole words, 12–40 characters long, the length the bundled sentences are cut to.

const MIN_CHARACTERS = 12
const MAX_CHARACTERS = 40

/** One line: a first word, then more while the line stays within a seeded target length. */
export function wordLine(random: () => number, pickWord: () => string): string {
  const target = MIN_CHARACTERS + Math.floor(random() * (MAX_CHARACTERS - MIN_CHARACTERS + 1))
  let line = pickWord()
  for (;;) {
    const next = `${line} ${pickWord()}`
    if (next.length > target) return line
    line = next
  }
}
