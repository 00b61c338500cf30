/** Rows of an RFC 4180 CSV (quoted cells may hold commas, quotes and newlines), for checking downloads. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') quoted = !quoted
    else if (quoted || (char !== ',' && char !== '\n')) cell += char
    else {
      endCell()
      if (char === '\n') {
        rows.push(row)
        row = []
      }
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell()
    rows.push(row)
  }
  return rows
}
