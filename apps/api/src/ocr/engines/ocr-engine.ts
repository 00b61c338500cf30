import type { LineBox, LinePoint, OcrModel } from '@odia-ai/contract'

export interface OcrImage {
  bytes: Buffer
  mimeType: string
}

export interface RecognizeOptions {
  model: string
  /** Aborts the call (and any wait between retries) when the batch is cancelled or stopped. */
  signal: AbortSignal
  /** Called when the engine was rate limited, so the batch can send fewer images at once. */
  onRateLimited?: () => void
  /** The image is one text line (a line's crop): an engine that can be told so reads it as one. */
  oneLine?: boolean
}

/** One image's outcome: its text, or why there is none (the batch goes on either way). */
export type Recognition =
  | { status: 'extracted'; text: string; modelVersion?: string }
  | { status: 'failed'; reason: string; modelVersion?: string }

/** A text line an engine found on a page: its box in the image's pixels and its text (NFC, cleaned like a page's). */
export interface FoundLine {
  box: LineBox
  /** Where the engine found the letters standing, when it says (Tesseract does). */
  baseline?: LinePoint[]
  /** The block (column) the engine found the line in, numbered in reading order. */
  region?: number
  text: string
}

/** One page's lines in reading order, or why there are none (a batch goes on either way). */
export type LineFinding =
  | { status: 'found'; lines: FoundLine[]; modelVersion?: string }
  | { status: 'failed'; reason: string; modelVersion?: string }

export interface FindLinesOptions extends RecognizeOptions {
  /**
   * The size of the image the user sees, when the bytes are a smaller copy of it (a very large scan is sent as a
   * smaller JPEG): boxes are given in its pixels. By default, the size of the bytes.
   */
  imageSize?: { width: number; height: number }
}

/**
 * Turns an image into Odia text. A problem that stops the whole batch (the key, the permission, the
 * model, the daily quota) is thrown as an AppError saying what the user must do.
 */
export interface OcrEngine {
  readonly name: string
  recognize: (image: OcrImage, options: RecognizeOptions) => Promise<Recognition>
  /** Finds a page's text lines with their boxes and texts, for an engine that can (`OCR_ENGINES[name].findsLines`). */
  findLines?: (image: OcrImage, options: FindLinesOptions) => Promise<LineFinding>
  listModels: () => Promise<OcrModel[]>
}

/** An engine that finds lines (its `findLines` is there). */
export type LineFinder = OcrEngine & Required<Pick<OcrEngine, 'findLines'>>
