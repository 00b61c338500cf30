/** A count with its noun as a person reads it: `1 row`, `2 rows`, `10,000 images`, `2 boxes` (given the plural). */
export const counted = (count: number, noun: string, nouns = `${noun}s`): string =>
  `${count.toLocaleString('en')} ${count === 1 ? noun : nouns}`
