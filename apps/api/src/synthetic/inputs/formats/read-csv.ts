import { parse } from 'fast-csv'
import { AppError, badRequest } from '../../../errors'
import type { FormatReader } from './format-reader'
import { utf8Text } from './utf8-text'

/** The key the wanted column's cell is read under. */
const CELL = 'cell'

/**
 * A CSV with a header row, streamed: each data row (1 = the first after the header; blank rows are not rows) gives
 * its `column` cell. A missing column is refused naming the columns there are.
 */
export const readCsv: FormatReader = (bytes, column, onRow) => {
  const source = utf8Text(bytes.open())
  return new Promise<void>((resolve, reject) => {
    let finished = false
    let row = 0
    const fail = (error: unknown) => {
      if (finished) return
      finished = true
      source.destroy()
      reject(error)
    }
    const stop = () => {
      finished = true
      source.unpipe(parser)
      source.destroy()
      resolve()
    }
    // Only the (first) column of that name is kept, under a key of our own: a row is a plain object, where a column
    // named `__proto__` would be lost and one named `constructor` found in every row.
    const headers = (names: Array<string | null | undefined>) => {
      const at = names.indexOf(column)
      if (at < 0)
        fail(
          new AppError(
            422,
            'COLUMN_NOT_FOUND',
            `The dataset has no column "${column}". Its columns are: ${names.map((name) => name ?? '').join(', ')}.`,
          ),
        )
      return names.map((_name, index) => (index === at ? CELL : undefined))
    }
    const parser = parse<Record<string, string>, Record<string, string>>({ headers, ignoreEmpty: true, trim: false })
    source.on('error', fail)
    parser.on('error', (error) =>
      fail(badRequest('MALFORMED_CSV', `The dataset CSV could not be read: ${error.message}.`)),
    )
    parser.on('data', (record: Record<string, string>) => {
      if (finished) return
      row += 1
      if (!onRow({ row, value: record[CELL] ?? '' })) stop()
    })
    parser.on('end', () => {
      if (finished) return
      finished = true
      resolve()
    })
    source.pipe(parser)
  })
}
