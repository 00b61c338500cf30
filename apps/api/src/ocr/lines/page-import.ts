import {
  MAX_LINES_PER_IMAGE,
  type ImportResponse,
  type LineBox,
  type LinePoint,
  type PageImportResult,
  type PageImportSkip,
} from '@odia-ai/contract'
import type { PageXmlFile, PageXmlPage } from '../../datasets/page-xml/page-xml-import'
import { AppError, badRequest } from '../../errors'
import { cleanTranscription } from '../engines/clean-transcription'
import type { ImageFiles } from '../images/image-files'
import { openImage } from '../images/image-decoding'
import type { AnnotationRepository } from '../storage/annotation-repository'
import type { ImageRepository, StoredImage } from '../storage/image-repository'
import { overTextLimit, TEXT_LIMIT } from '../storage/text-limit'
import type { ImageLines } from './image-lines'
import type { NewLine } from './line-repository'
import { PageImageMatcher } from './page-image-match'

/** A PAGE XML file of an import, and the ZIP it came in, if it did. */
export type ImportedPageFile = PageXmlFile & { archive?: string }

export interface PageImportServices {
  images: ImageRepository
  files: ImageFiles
  lines: ImageLines
  annotations: AnnotationRepository
}

/** How far a page's proportions may differ from the stored image's (rounding in a resized copy) before it is taken for another image. */
const ASPECT_TOLERANCE = 0.02
/** Keeps a scaled coordinate that is a whole number in exact arithmetic from rounding a pixel the wrong way. */
const EPSILON = 1e-9
/** The most refused files a 4xx answer lists; the rest are counted. */
const LISTED = 5

interface Size {
  width: number
  height: number
}

type Outcome = { lines: NewLine[]; clamped: number; scaledFrom?: Size } | { code: PageImportSkip; reason: string }

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`
const describeSize = ({ width, height }: Size) => `${width} × ${height}`

async function storedSize(image: StoredImage, files: ImageFiles): Promise<Size> {
  if (image.width && image.height) return { width: image.width, height: image.height }
  const { path, format } = files.find(image.file_name)
  const { width, height } = await openImage(path, format)
  return { width, height }
}

/** A box in the page's pixels as a box in the stored image's: its edges scaled outward to whole pixels, kept inside the image. */
function scaleBox([x, y, width, height]: LineBox, from: Size, to: Size): LineBox {
  const sx = to.width / from.width
  const sy = to.height / from.height
  const left = Math.min(to.width - 1, Math.floor(x * sx + EPSILON))
  const top = Math.min(to.height - 1, Math.floor(y * sy + EPSILON))
  const right = Math.min(to.width, Math.ceil((x + width) * sx - EPSILON))
  const bottom = Math.min(to.height, Math.ceil((y + height) * sy - EPSILON))
  return [left, top, Math.max(1, right - left), Math.max(1, bottom - top)]
}

/** Points in the page's pixels as points in the stored image's, rounded and kept inside the image. */
const scalePoints = (points: LinePoint[], from: Size, to: Size): LinePoint[] =>
  points.map(([x, y]) => [
    Math.min(to.width, Math.round((x * to.width) / from.width)),
    Math.min(to.height, Math.round((y * to.height) / from.height)),
  ])

/**
 * The page's lines as the image's lines: boxes scaled to the stored image when the page describes it at another size
 * (a page of other proportions is refused), texts cleaned as OCR texts are. A text is the line's validated text, as
 * corrected ground truth, unless our own export marked it as an engine's reading; an empty one leaves the line new.
 */
async function linesFor(page: PageXmlPage, image: StoredImage, files: ImageFiles): Promise<Outcome> {
  if (page.lines.length === 0)
    return { code: 'NO_LINES', reason: `The page holds no text lines: ${image.file_name} keeps its lines.` }
  if (page.lines.length > MAX_LINES_PER_IMAGE) {
    return {
      code: 'TOO_LARGE',
      reason: `The page holds ${page.lines.length} lines, more than the ${MAX_LINES_PER_IMAGE} an image may have.`,
    }
  }
  const size = await storedSize(image, files)
  const same = page.width === size.width && page.height === size.height
  if (!same && Math.abs(size.width / page.width / (size.height / page.height) - 1) > ASPECT_TOLERANCE) {
    return {
      code: 'IMAGE_SIZE_MISMATCH',
      reason: `The page describes a ${describeSize(page)} image, but ${image.file_name} is ${describeSize(size)} pixels: not its proportions (another image, or one turned?).`,
    }
  }
  const lines: NewLine[] = []
  for (const [index, line] of page.lines.entries()) {
    const text = cleanTranscription(line.text)
    if (overTextLimit(text))
      return { code: 'TOO_LARGE', reason: `Line ${index + 1}'s text is longer than the limit of ${TEXT_LIMIT}.` }
    const shape = {
      box: same ? line.box : scaleBox(line.box, page, size),
      ...(line.polygon ? { polygon: same ? line.polygon : scalePoints(line.polygon, page, size) } : {}),
      ...(line.baseline ? { baseline: same ? line.baseline : scalePoints(line.baseline, page, size) } : {}),
      region: line.region,
    }
    lines.push(
      line.notValidated
        ? { ...shape, extracted_text: text, validated_text: '' }
        : { ...shape, extracted_text: '', validated_text: text },
    )
  }
  const clamped = page.lines.filter((line) => line.clamped).length
  return { lines, clamped, ...(same ? {} : { scaledFrom: { width: page.width, height: page.height } }) }
}

const skip = (result: PageImportResult, code: PageImportSkip, reason: string) =>
  Object.assign(result, { status: 'skipped', code, reason })

/** The answer when no file restored anything: 409 if validated lines alone stood in the way (the page may ask to replace them), else 422. */
function nothingImported(results: PageImportResult[]): AppError {
  const refused = results.filter((result) => result.code !== 'NOT_PAGE_XML')
  if (refused.length === 0) {
    const others = results.map((result) => result.file_name)
    return badRequest(
      'PAGE_XML_MISSING',
      `No PAGE XML among the files sent${others.length > 0 ? ` (only XML of other kinds: ${others.join(', ')})` : ''}.`,
    )
  }
  const listed = refused.slice(0, LISTED).map((result) => `${result.file_name}: ${result.reason}`)
  const more = refused.length > LISTED ? `; and ${refused.length - LISTED} more` : ''
  if (refused.every((result) => result.code === 'LINES_VALIDATED'))
    return new AppError(409, 'LINES_VALIDATED', `${listed.join('; ')}${more}`)
  return new AppError(422, 'PAGE_XML_NOT_IMPORTED', `Nothing was imported: ${listed.join('; ')}${more}`)
}

/**
 * Restores the lines of uploaded images from PAGE XML files: each page's lines replace its image's, all accepted pages
 * in one transaction, unless `signal` (the client left) aborted before it. A file that cannot be applied (another kind of XML, an image not uploaded or not told apart, two
 * files for one image, another image's size, no lines, too much, or lines a person validated without `replace`) is
 * skipped with its reason and leaves its image as it was; the answer says per file what happened. An import in which
 * no page restored anything is refused whole (see nothingImported).
 */
export async function importPageXml(
  files: ImportedPageFile[],
  replace: boolean,
  services: PageImportServices,
  signal?: AbortSignal,
): Promise<ImportResponse> {
  const matcher = new PageImageMatcher(services.images.all())
  const results: PageImportResult[] = []
  const matched: Array<{ result: PageImportResult; image: StoredImage; page: PageXmlPage }> = []
  for (const file of files) {
    const result: PageImportResult = {
      file_name: file.name,
      ...(file.archive ? { archive: file.archive } : {}),
      status: 'skipped',
    }
    results.push(result)
    if ('notPageXml' in file) {
      skip(result, 'NOT_PAGE_XML', file.notPageXml)
      continue
    }
    result.image_filename = file.page.imageFilename
    const match = matcher.match(file.page.imageFilename)
    if ('code' in match) skip(result, match.code, match.reason)
    else
      matched.push({
        result: Object.assign(result, { stored_image: match.image.file_name }),
        image: match.image,
        page: file.page,
      })
  }

  const ready: Array<{
    result: PageImportResult
    image: StoredImage
    lines: NewLine[]
    clamped: number
    scaledFrom?: Size
  }> = []
  for (const entry of matched) {
    const others = matched
      .filter((other) => other.image === entry.image && other !== entry)
      .map((other) => other.result.file_name)
    if (others.length > 0) {
      skip(
        entry.result,
        'IMAGE_TWICE',
        `${others.join(' and ')} also describe${others.length === 1 ? 's' : ''} ${entry.image.file_name}: import only one of them.`,
      )
      continue
    }
    const outcome = await linesFor(entry.page, entry.image, services.files)
    if ('code' in outcome) skip(entry.result, outcome.code, outcome.reason)
    else ready.push({ ...entry, ...outcome })
  }

  // No await from here on: the validated lines counted are the ones replaced, and a client that left changes nothing.
  signal?.throwIfAborted()
  const accepted = ready.filter(({ result, image }) => {
    const validated = replace ? 0 : services.lines.validatedCount(image.file_name)
    if (validated > 0) {
      skip(
        result,
        'LINES_VALIDATED',
        `${image.file_name} has ${plural(validated, 'validated line')}, which importing would replace: left alone (import again with replace to replace them).`,
      )
    }
    return validated === 0
  })
  if (accepted.length === 0) throw nothingImported(results)
  services.lines.restore(accepted.map(({ image, lines }) => ({ fileName: image.file_name, lines })))
  for (const { result, lines, clamped, scaledFrom } of accepted) {
    const validated = lines.filter((line) => line.validated_text).length
    Object.assign(result, {
      status: 'imported',
      lines: lines.length,
      validated_lines: validated,
      clamped_lines: clamped,
      ...(scaledFrom ? { scaled_from: scaledFrom } : {}),
    })
  }
  const valid_images = accepted.map(({ image }) => image.file_name)
  return {
    valid_images,
    annotations: Object.fromEntries(
      valid_images.map((name) => [name, services.annotations.get(name) ?? { extracted_text: '', validated_text: '' }]),
    ),
    skipped: [],
    pages: results,
  }
}
