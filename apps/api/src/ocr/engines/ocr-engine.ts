import type { OcrModel } from '@odia-ai/contract'

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
}

/** One image's outcome: its text, or why there is none (the batch goes on either way). */
export type Recognition =
  | { status: 'extracted'; text: string; modelVersion?: string }
  | { status: 'failed'; reason: string; modelVersion?: string }

/**
 * Turns an image into Odia text. A problem that stops the whole batch (the key, the permission, the
 * model, the daily quota) is thrown as an AppError saying what the user must do.
 */
export interface OcrEngine {
  readonly name: string
  recognize(image: OcrImage, options: RecognizeOptions): Promise<Recognition>
  listModels(): Promise<OcrModel[]>
}
