import type { LineBox, LineInput, LinesSummary, OcrLine } from '@odia-ai/contract'
import { AppError } from '../../errors'
import type { ImageFiles } from '../images/image-files'
import type { LineRepository } from './line-repository'

const describeBox = ([x, y, width, height]: LineBox) => `[${x}, ${y}, ${width}, ${height}]`

/** The line level of the stored images: a person's edits of an image's lines, checked against the image. */
export class ImageLines {
  constructor(
    private readonly files: ImageFiles,
    private readonly lines: LineRepository,
  ) {}

  list(fileName: string): OcrLine[] {
    return this.lines.list(this.files.find(fileName).file_name)
  }

  /** Replaces the image's lines with a person's list (texts NFC); every box must lie inside the image. */
  replace(fileName: string, inputs: LineInput[]): OcrLine[] {
    const image = this.files.find(fileName)
    inputs.forEach(({ box }, index) => {
      const [x, y, width, height] = box
      if (image.width !== null && image.height !== null && (x + width > image.width || y + height > image.height)) {
        throw new AppError(
          422,
          'LINE_OUTSIDE_IMAGE',
          `Line ${index + 1}'s box ${describeBox(box)} reaches outside the image (${image.width} × ${image.height} pixels): move or shrink it.`,
        )
      }
    })
    return this.lines.replace(
      image.file_name,
      inputs.map((line) => ({ box: line.box, extracted_text: (line.extracted_text ?? '').normalize('NFC'), validated_text: line.validated_text.normalize('NFC') })),
    )
  }

  summary(): LinesSummary {
    return this.lines.summary()
  }
}
