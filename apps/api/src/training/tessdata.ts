// The .traineddata container, as TessdataManager reads and writes it (src/ccutil/tessdatamanager.cpp): an int32
// count of entries, a table of that many int64 offsets (-1 for an absent component), then the components back to
// back in table order. Tesseract reads the components one after another and takes each one's size from the next
// offset present (or the end of the file); it writes all TESSDATA_NUM_ENTRIES entries of its own table.
import { badRequest } from '../errors'
import { ByteReader, ByteWriter } from './bytes'

/** Component indices (TessdataType in src/ccutil/tessdatamanager.h). */
export const TESSDATA_LSTM = 17
export const TESSDATA_LSTM_UNICHARSET = 21
export const TESSDATA_LSTM_RECODER = 22
export const TESSDATA_VERSION = 23
const TESSDATA_NUM_ENTRIES = 24
/** Above this, Tesseract takes the count for a byte-swapped (big-endian) file. */
const MAX_NUM_TESSDATA_ENTRIES = 1000

/** A traineddata's components by TessdataType; undefined where absent. */
export type Components = (Uint8Array | undefined)[]

const notTraineddata = (why: string) =>
  badRequest('NOT_TRAINEDDATA', `This is not a Tesseract .traineddata file: ${why}.`)

export function readTraineddata(bytes: Uint8Array): Components {
  const reader = new ByteReader(bytes, (message) => notTraineddata(message))
  const count = reader.u32('the number of components')
  if (count > MAX_NUM_TESSDATA_ENTRIES) {
    throw notTraineddata(
      `it does not start with a table of components (its first 4 bytes read as ${count} components; a big-endian traineddata is not supported either)`,
    )
  }
  const offsets = Array.from({ length: count }, (_, i) => reader.i64(`the offset of component ${i}`))
  const components: Components = new Array<Uint8Array | undefined>(TESSDATA_NUM_ENTRIES).fill(undefined)
  for (let i = 0; i < Math.min(count, TESSDATA_NUM_ENTRIES); i++) {
    const offset = offsets[i] ?? -1
    if (offset < 0) continue
    let next = i + 1
    while (next < count && offsets[next] === -1) next++
    const end = next < count ? (offsets[next] ?? -1) : bytes.length
    if (offset > bytes.length || end > bytes.length)
      throw notTraineddata(`it is cut short: component ${i} runs to byte ${Math.max(offset, end)} of ${bytes.length}`)
    if (end < offset) throw notTraineddata(`its table of components is out of order at component ${i}`)
    components[i] = reader.bytesOf(end - offset, `component ${i}`)
  }
  return components
}

export function writeTraineddata(components: Components): Uint8Array {
  const writer = new ByteWriter()
  writer.i32(TESSDATA_NUM_ENTRIES)
  let offset = 4 + 8 * TESSDATA_NUM_ENTRIES
  for (let i = 0; i < TESSDATA_NUM_ENTRIES; i++) {
    const component = components[i]
    // TessdataManager drops empty entries: their offset is -1 like an absent one.
    if (component === undefined || component.length === 0) writer.i64(-1)
    else {
      writer.i64(offset)
      offset += component.length
    }
  }
  for (const component of components.slice(0, TESSDATA_NUM_ENTRIES)) if (component?.length) writer.bytes(component)
  return writer.toBytes()
}

/** The version component's text (e.g. "4.00.00alpha:ori:best2int20180322"), if it has one. */
export const versionOf = (components: Components): string | undefined => {
  const version = components[TESSDATA_VERSION]
  return version && Buffer.from(version).toString('utf8')
}
