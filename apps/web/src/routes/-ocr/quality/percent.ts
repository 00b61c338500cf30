/** An error rate as a person reads it: `4.2%`. */
export const percent = (rate: number): string => `${(rate * 100).toFixed(1)}%`
