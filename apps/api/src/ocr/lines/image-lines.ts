import {
  boundingBox,
  pointOutside,
  type LineBox,
  type LineInput,
  type LinesSummary,
  type OcrLine,
} from '@odia-ai/contract'
import type { ExportPage } from '../../datasets/export-page'
import type { LineCropCache } from './crops/line-crop-cache'
import { decodePage } from './crops/gray-page'
import { storedPage } from './crops/stored-page'
import { inkBaseline } from './ink-baseline'
import { AppError } from '../../errors'
import type { FoundLine } from '../engines/ocr-engine'
import type { Extraction } from '../storage/annotation-repository'
import type { ImageFiles } from '../images/image-files'
import type { LineCropPreparer } from './crops/line-crop-preparer'
import { linesText, type LineReading, type LineRepository, type NewLine } from './line-repository'

/** Each extracted text of the stored lines and the engine and model that read it. */
const readersOf = (lines: OcrLine[]): Map<string, Extraction> =>
  new Map(
    lines.flatMap((line) =>
      line.extracted_text && line.engine
        ? [[line.extracted_text, { engine: line.engine, model: line.model ?? '' }] as const]
        : [],
    ),
  )

const describeBox = ([x, y, width, height]: LineBox) => `[${x}, ${y}, ${width}, ${height}]`

/** Refuses (422) a line whose box, outline or baseline reaches outside the image, naming the line and the point. */
function checkInside(inputs: LineInput[], width: number, height: number): void {
  const size = `${width} × ${height} pixels`
  inputs.forEach(({ box, polygon, baseline }, index) => {
    const [x, y, w, h] = box
    if (x + w > width || y + h > height)
      throw new AppError(
        422,
        'LINE_OUTSIDE_IMAGE',
        `Line ${index + 1}'s box ${describeBox(box)} reaches outside the image (${size}): move or shrink it.`,
      )
    for (const [name, points] of [
      ['outline', polygon],
      ['baseline', baseline],
    ] as const) {
      const outside = points && pointOutside(points, width, height)
      if (outside)
        throw new AppError(
          422,
          'LINE_OUTSIDE_IMAGE',
          `Line ${index + 1}'s ${name} has the point [${outside.join(', ')}] outside the image (${size}): move it inside.`,
        )
    }
  })
}

/**
 * The line level of the stored images: a person's edits of an image's lines, checked against the image. Every change
 * of an image's lines queues its crops to be prepared for exports.
 */
export class ImageLines {
  constructor(
    private readonly files: ImageFiles,
    private readonly lines: LineRepository,
    private readonly crops: { cache: LineCropCache; preparer: LineCropPreparer },
  ) {}

  list(fileName: string): OcrLine[] {
    return this.lines.list(this.files.find(fileName).file_name)
  }

  /**
   * Replaces the image's lines with a person's list (texts NFC); every box must lie inside the image. A line keeps the
   * engine and model that read it: the editor sends each line's extracted text back as it got it, and a stored line with
   * the same extracted text names who read that text (a new line, drawn by hand, has none). `by` names the person saving.
   */
  replace(fileName: string, inputs: LineInput[], by?: string): OcrLine[] {
    const image = this.files.find(fileName)
    if (image.width !== null && image.height !== null) checkInside(inputs, image.width, image.height)
    const readBy = readersOf(this.lines.list(image.file_name))
    return this.store(
      image.file_name,
      inputs.map((line) => {
        const extracted = (line.extracted_text ?? '').normalize('NFC')
        const reader = extracted ? readBy.get(extracted) : undefined
        const { polygon, baseline, region } = line
        return {
          box: polygon && image.width && image.height ? boundingBox(polygon, image.width, image.height) : line.box,
          ...(polygon ? { polygon } : {}),
          ...(baseline ? { baseline } : {}),
          ...(region === undefined ? {} : { region }),
          extracted_text: extracted,
          validated_text: line.validated_text.normalize('NFC'),
          ...(reader ? { by: reader } : {}),
        }
      }),
      by,
    )
  }

  /** How many of the image's lines a person validated. */
  validatedCount(fileName: string): number {
    return this.list(fileName).filter((line) => line.status === 'validated').length
  }

  /** Replaces the lines of several images (boxes already checked against each) in one transaction: all of them or none. */
  restore(pages: Array<{ fileName: string; lines: NewLine[] }>): void {
    this.lines.replaceMany(pages)
    for (const { fileName } of pages) this.crops.preparer.queue(fileName)
  }

  /** Why an engine's new lines may not replace the image's: a person validated some of them. */
  validatedRefusal(fileName: string): string | undefined {
    const validated = this.validatedCount(fileName)
    if (validated === 0) return undefined
    return `${fileName} has ${validated} validated line${validated === 1 ? '' : 's'}: finding lines again would replace them, so it was left alone (confirm to replace them).`
  }

  /**
   * Stores the lines an engine found in place of the image's lines, and their texts joined as the engine's extraction of
   * the image, in one write; answers that text (empty when the lines hold none, and then the image's texts stay). A
   * line the engine gave no baseline (Gemini gives boxes) gets one from the ink of its box.
   */
  async storeFound(fileName: string, found: FoundLine[], by: Extraction): Promise<string> {
    const withBaselines = await this.withInkBaselines(fileName, found)
    const stored = this.lines.replaceFound(
      fileName,
      withBaselines.map(({ box, baseline, region, text }) => ({
        box,
        ...(baseline ? { baseline } : {}),
        ...(region === undefined ? {} : { region }),
        extracted_text: text.normalize('NFC'),
        validated_text: '',
        by,
      })),
      by,
    )
    this.crops.preparer.queue(fileName)
    return linesText(stored.map((line) => line.extracted_text))
  }

  /** The image as an export page of these of its lines: their crops are the exports' (the prepared ones when there are). */
  page(fileName: string, lines: OcrLine[]): Promise<ExportPage> {
    return storedPage(this.files.find(fileName), lines, this.crops.cache)
  }

  /**
   * Writes an engine's new readings of some of the image's lines in their places, each only if nobody changed or
   * validated the line since it was read (texts NFC), with the lines' texts joined as the engine's extraction of the
   * image (see LineRepository.writeReadings). The boxes stay, so their crops do.
   */
  storeReadings(fileName: string, readings: LineReading[], by: Extraction): { written: number; text: string } {
    const texts = readings.map(({ line, text }) => ({ line, text: text.normalize('NFC') }))
    return this.lines.writeReadings(fileName, texts, by)
  }

  /** The lines, each without a baseline given one from the ink of its box (the page is decoded only if one lacks it). */
  private async withInkBaselines(fileName: string, found: FoundLine[]): Promise<FoundLine[]> {
    if (found.every((line) => line.baseline)) return found
    const { path, format } = this.files.find(fileName)
    const page = await decodePage(path, format)
    return found.map((line) => {
      if (line.baseline) return line
      const [x, y, width, height] = line.box
      // A box from an engine may reach past the pixels (a size rounded up): the ink is read inside them.
      const inside: LineBox = [x, y, Math.min(width, page.width - x), Math.min(height, page.height - y)]
      const baseline = inside[2] > 0 && inside[3] > 0 ? inkBaseline(page, inside) : undefined
      return baseline ? { ...line, baseline } : line
    })
  }

  /**
   * Every image with lines as an export page, in upload order, its crops read from the prepared ones (one at a time: a
   * page's pixels are read only when a crop is not prepared); with `keep`, only the images it keeps. `padding`: the
   * pixels kept around a line's outline in its crop.
   */
  async *exportPages(keep: (name: string) => boolean = () => true, padding?: number): AsyncGenerator<ExportPage> {
    for (const name of this.lines.imagesWithLines())
      if (keep(name)) yield storedPage(this.files.find(name), this.lines.list(name), this.crops.cache, padding)
  }

  summary(): LinesSummary {
    return this.lines.summary()
  }

  private store(fileName: string, lines: NewLine[], by?: string): OcrLine[] {
    const stored = this.lines.replace(fileName, lines, by)
    this.crops.preparer.queue(fileName)
    return stored
  }
}
