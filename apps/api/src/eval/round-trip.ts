import type { DegradationStrength } from '@odia-ai/contract'
import { defaultChoices, LineRenderer, loadStyleSet, planText, type RenderMode, type Variant } from '@odia-ai/renderer'
import { textErrors, type TextErrors } from '@odia-ai/text-metrics'
import type { OcrEngine } from '../ocr/engines/ocr-engine'

export interface RoundTripOptions {
  lines: string[]
  mode: Extract<RenderMode, 'single' | 'ultra-realistic'>
  strength: DegradationStrength
  engine: OcrEngine
  model: string
  seed: number
  /** Lines recognised at once. */
  concurrency: number
  signal: AbortSignal
  onLine?: () => void
}

export interface LineResult {
  text: string
  /** How its image was drawn: font, size and, for a degraded line, every parameter of its look. */
  variant: Variant
  recognized: string
  /** Why the engine gave no text, when it gave none. */
  failure?: string
  /** Null when the recognised text is too long to compare with the line's. */
  errors: TextErrors | null
}

export interface RoundTripResult {
  results: LineResult[]
  renderSeconds: number
  recognizeSeconds: number
  /** Lines no bundled font could draw completely (never rendered: their label would lie). */
  skipped: number
}

/** Renders each line with the synthetic renderer, recognises the image with an engine and scores it. */
export async function runRoundTrip(options: RoundTripOptions): Promise<RoundTripResult> {
  const set = loadStyleSet()
  const renderer = new LineRenderer(set.styles)
  const choices = defaultChoices(options.mode, set.styles, options.seed)
  const renderStart = performance.now()
  const images = options.lines.flatMap((text, index) => {
    const { variants } = planText(options.mode, text, index, choices, set, options.strength)
    const variant = variants[index % Math.max(1, variants.length)]
    return variant ? [{ text, variant, image: renderer.render({ text, variant }) }] : []
  })
  const renderSeconds = (performance.now() - renderStart) / 1000

  const results = new Array<LineResult>(images.length)
  let next = 0
  const recognizeStart = performance.now()
  const worker = async () => {
    while (next < images.length) {
      options.signal.throwIfAborted()
      const index = next++
      const { text, variant, image } = images[index]!
      const mimeType = image.ext === 'png' ? 'image/png' : 'image/jpeg'
      const recognition = await options.engine.recognize(
        { bytes: Buffer.from(image.data), mimeType },
        { model: options.model, signal: options.signal },
      )
      const recognized = recognition.status === 'extracted' ? recognition.text : ''
      results[index] = {
        text,
        variant,
        recognized,
        ...(recognition.status === 'failed' ? { failure: recognition.reason } : {}),
        errors: textErrors(text, recognized),
      }
      options.onLine?.()
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency, images.length) }, worker))
  return {
    results,
    renderSeconds,
    recognizeSeconds: (performance.now() - recognizeStart) / 1000,
    skipped: options.lines.length - images.length,
  }
}
