import { Transform, type Readable } from 'node:stream'
import { badRequest } from '../../../errors'

const notUtf8 = () =>
  badRequest(
    'DATASET_NOT_UTF8',
    'The dataset is not UTF-8 text (it holds bytes no UTF-8 text has): save it as UTF-8 and try again.',
  )

/** The stream's text, decoded as UTF-8 (a leading BOM dropped); bytes that are not UTF-8 fail it with a 400. */
export function utf8Text(bytes: Readable): Readable {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const text = new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, callback) {
      try {
        callback(null, decoder.decode(chunk, { stream: true }))
      } catch {
        callback(notUtf8())
      }
    },
    flush(callback) {
      try {
        callback(null, decoder.decode())
      } catch {
        callback(notUtf8())
      }
    },
  })
  bytes.on('error', (error) => text.destroy(error))
  text.once('close', () => bytes.destroy())
  return bytes.pipe(text)
}

export interface TextLine {
  /** 1 = the file's first line. */
  number: number
  /** Undefined when the line is longer than the limit (its text is not kept). */
  text: string | undefined
}

/** The lines of a UTF-8 stream (LF or CRLF), each up to `maxLength` characters; stops reading when the caller stops. */
export async function* textLines(bytes: Readable, maxLength: number): AsyncGenerator<TextLine> {
  const text = utf8Text(bytes)
  let pending = ''
  let overlong = false
  let number = 0
  try {
    for await (const chunk of text as AsyncIterable<string>) {
      const parts = (pending + chunk).split('\n')
      pending = parts.pop()!
      for (const part of parts) {
        number += 1
        yield { number, text: overlong || part.length > maxLength ? undefined : part.replace(/\r$/, '') }
        overlong = false
      }
      // A line without its end yet: past the limit, only the fact is kept.
      if (pending.length > maxLength) {
        overlong = true
        pending = ''
      }
    }
    if (pending !== '' || overlong)
      yield { number: number + 1, text: overlong ? undefined : pending.replace(/\r$/, '') }
  } finally {
    text.destroy()
  }
}
