import { counted, type OcrLine } from '@odia-ai/contract'
import type { OcrEngine } from '../engines/ocr-engine'
import type { ImageLines } from '../lines/image-lines'
import type { LineReading } from '../lines/line-repository'
import type { ImageReader } from './ocr-batch'

/**
 * A line whose text is a machine's pre-fill nobody has touched: not validated, and either empty or as an engine read
 * it. A text no engine read was typed by a person (or imported from another tool as theirs) and is theirs to keep.
 */
const isUntouchedPrefill = (line: OcrLine): boolean =>
  line.status !== 'validated' && (line.extracted_text === '' || line.engine !== undefined)

/**
 * "Re-read the pages not validated" for a page annotated line by line: its lines keep their boxes (a person may have
 * corrected them), and each line of untouched pre-fill is read again from its crop (the export's) as one text line.
 * The new texts are written in place, each only if nobody changed the line meanwhile, and the image's extracted text
 * becomes its lines' texts joined. An image without lines is read whole, as any OCR run reads it.
 */
export function rereadLines(engine: OcrEngine, lines: ImageLines): ImageReader {
  return async (name, image, options) => {
    const stored = lines.list(name)
    if (stored.length === 0) return engine.recognize(image, options)
    const toRead = stored.filter(isUntouchedPrefill)
    const page = await lines.page(name, toRead)
    const readings: LineReading[] = []
    let modelVersion: string | undefined
    for (const [at, line] of toRead.entries()) {
      const crop = await page.crop(page.lines[at]!)
      const reading = await engine.recognize({ bytes: crop, mimeType: 'image/png' }, { ...options, oneLine: true })
      modelVersion ??= reading.modelVersion
      if (reading.status === 'extracted') readings.push({ line, text: reading.text })
    }
    const version = modelVersion ? { modelVersion } : {}
    const by = { engine: engine.name, model: options.model, ...(modelVersion ? { model_version: modelVersion } : {}) }
    const { written, text } = lines.storeReadings(name, readings, by)
    const counts = { reread: written, kept: stored.length - written }
    if (toRead.length > 0 && readings.length === 0)
      return {
        status: 'failed',
        reason: `The model read no text in any of this page's ${counted(toRead.length, 'line')} to re-read; they keep their texts.`,
        lines: counts,
        ...version,
      }
    // No line took a new reading (all validated or a person's, or changed meanwhile): no reading of the image is recorded.
    return {
      status: 'extracted',
      text,
      textStored: true,
      lines: counts,
      ...(written === 0 ? { reused: true } : version),
    }
  }
}
