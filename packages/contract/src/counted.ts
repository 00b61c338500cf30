/** A count with its noun as a person reads it: `1 row`, `2 rows`, `10,000 images`. */
export const counted = (count: number, noun: string): string => `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`
