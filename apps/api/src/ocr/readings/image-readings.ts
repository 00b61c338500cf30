import type { AcceptIdenticalResponse, Reading, ReadingsSummary, ValidatedReadings } from '@odia-ai/contract'
import { AppError } from '../../errors'
import type { ImageFiles } from '../images/image-files'
import type { AnnotationRepository, PersonTexts } from '../storage/annotation-repository'
import type { ReadingRepository } from './reading-repository'

const refused = (code: string, message: string) => new AppError(409, code, message)

/** The engines' readings of the stored images: each image's, how far they agree, and accepting those that agree. */
export class ImageReadings {
  constructor(
    private readonly files: ImageFiles,
    private readonly annotations: AnnotationRepository,
    private readonly readings: ReadingRepository,
  ) {}

  /** The image's readings (404 for an image not stored). */
  list(fileName: string): Reading[] {
    return this.readings.list(this.files.find(fileName).file_name)
  }

  summary(): ReadingsSummary {
    return { images: this.readings.summary() }
  }

  /** Every validated image's readings by the engines other than the one whose text it holds. */
  ofValidated(): ValidatedReadings {
    return { images: this.readings.ofValidated() }
  }

  /**
   * Validates each image with the one text its engines read, checked again here: all of them, or none when one is
   * unknown (404), read differently or by fewer than two engines, already validated, or annotated line by line (409).
   * Checks and write run without a pause, so nothing can change in between. An image without an extracted text gets
   * that text as its extraction too, so the error rates count it as read right.
   */
  acceptIdentical(names: readonly string[]): AcceptIdenticalResponse {
    const entries = names.map((name): PersonTexts => {
      const fileName = this.files.find(name).file_name
      const agreement = this.readings.agreement(fileName)
      const annotation = this.annotations.get(fileName)
      if (annotation?.status === 'validated')
        throw refused('IMAGE_VALIDATED', `${name} is already validated: its text stays as a person saved it.`)
      if (agreement?.hasLines)
        throw refused('IMAGE_HAS_LINES', `${name} is annotated line by line: validate its lines on the page.`)
      if (!agreement || agreement.readings < 2)
        throw refused('READINGS_MISSING', `${name} was not read by two engines yet: run both engines on it first.`)
      if (agreement.text === undefined)
        throw refused('READINGS_DIFFER', `The engines read ${name} differently: open it and choose its text.`)
      return {
        name: fileName,
        validated: agreement.text,
        ...(annotation?.extracted_text ? {} : { extracted: agreement.text }),
      }
    })
    this.annotations.savePersonTexts(entries)
    return {
      accepted: entries.length,
      saved: Object.fromEntries(entries.map(({ name }) => [name, this.annotations.get(name)!])),
    }
  }
}
