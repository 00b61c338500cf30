import { parse } from 'fast-csv'
import { AppError, badRequest } from '../../../errors'
import type { FormatReader } from './format-reader'
import { utf8Text } from './utf8-text'

/**
 * A CSV with a header row, streamed: each data row (1 = the first after the header; blank rows are not rows) gives
 * its `column` cell. A missing column is refused naming the columns there are.
 */
export const readCsv: FormatReader = (bytes, column, onRow) => {
  const source = utf8Text(bytes.open())
  return new Promise<void>((resolve, reject) => {
    const parser = parse<Record<string, string>, Record<string, string>>({ headers: true, ignoreEmpty: true, trim: false })
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
    source.on('error', fail)
    parser.on('error', (error) => fail(badRequest('MALFORMED_CSV', `The dataset CSV could not be read: ${error.message}.`)))
    parser.on('headers', (headers: Array<string | null | undefined>) => {
      const names = headers.map((name) => String(name ?? ''))
      if (!names.includes(column)) fail(new AppError(422, 'COLUMN_NOT_FOUND', `The dataset has no column "${column}". Its columns are: ${names.join(', ')}.`))
    })
    parser.on('data', (record: Record<string, string>) => {
      if (finished) return
      row += 1
      if (!onRow({ row, value: record[column] ?? '' })) stop()
    })
    parser.on('end', () => {
      if (finished) return
      finished = true
      resolve()
    })
    source.pipe(parser)
  })
}
