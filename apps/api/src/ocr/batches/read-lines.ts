import type { LineFinder } from '../engines/ocr-engine'
import type { ImageFiles } from '../images/image-files'
import type { ImageLines } from '../lines/image-lines'
import type { ImageReader } from './ocr-batch'

/**
 * Reads each image as lines: the engine finds them with their boxes, they replace the image's lines, and the image's
 * text is their texts joined, written with them. A page whose lines a person validated is left alone unless the request
 * said `replace`.
 */
export function readLines(engine: LineFinder, files: ImageFiles, lines: ImageLines, replace: boolean): ImageReader {
  return async (name, image, options) => {
    const refusal = replace ? undefined : lines.validatedRefusal(name)
    if (refusal) return { status: 'failed', reason: refusal }
    const { width, height } = files.find(name)
    // The bytes may be a smaller copy of a large scan: boxes are wanted in the stored image's pixels.
    const finding = await engine.findLines(image, {
      ...options,
      ...(width && height ? { imageSize: { width, height } } : {}),
    })
    if (finding.status === 'failed') return finding
    const { modelVersion } = finding
    const text = await lines.storeFound(name, finding.lines, {
      engine: engine.name,
      model: options.model,
      ...(modelVersion ? { model_version: modelVersion } : {}),
    })
    const version = modelVersion ? { modelVersion } : {}
    if (!text) return { status: 'failed', reason: `${engine.name} found no text lines on this page`, ...version }
    return { status: 'extracted', text, textStored: true, ...version }
  }
}
