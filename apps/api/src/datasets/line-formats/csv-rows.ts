/** A CSV field, quoted only when it must be (RFC 4180): a comma, a quote or a line break in it. */
const field = (value: string | number): string => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV row of `values`, ended by `rowEnd`. */
export const csvRow = (values: Array<string | number>, rowEnd: string): string =>
  `${values.map(field).join(',')}${rowEnd}`
