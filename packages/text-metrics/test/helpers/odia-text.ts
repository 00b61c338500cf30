/** A seeded source of numbers in [0, 1) (mulberry32): the same texts on every run. */
export function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Letters, vowel signs, virama, nukta and a space: random code points of these make conjuncts and signed letters.
const ODIA = [...'କଖଗଘଙଚଛଜଝଞଟଠଡଢଣତଥଦଧନପଫବଭମଯରଲଳଵଶଷସହୟୱଅଆଇଈଉଊଏଐଓଔାିୀୁୂୃେୈୋୌ଼୍ଂଃଁ ']

/** `length` random Odia code points, from the first `letters` of the list (fewer letters, more ties between scripts). */
export const randomOdia = (random: () => number, length: number, letters = ODIA.length): string[] =>
  Array.from({ length }, () => ODIA[Math.floor(random() * Math.min(letters, ODIA.length))]!)

/** `units` with about `share` of them substituted, deleted or followed by an insertion, as an OCR engine's misreading. */
export function misread(
  random: () => number,
  units: readonly string[],
  share: number,
  letters = ODIA.length,
): string[] {
  return units.flatMap((unit) => {
    if (random() >= share) return [unit]
    const other = randomOdia(random, 1, letters)[0]!
    const kind = Math.floor(random() * 3)
    return kind === 0 ? [other] : kind === 1 ? [] : [unit, other]
  })
}
