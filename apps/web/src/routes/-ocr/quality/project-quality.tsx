import type { AnnotationMap } from '@odia-ai/contract'
import { TOO_LONG_TO_COMPARE } from '@odia-ai/text-metrics'
import { useMemo } from 'react'
import { percent } from './percent'
import { projectErrorRates } from './project-error-rates'

interface ProjectQualityProps {
  images: readonly string[]
  annotations: AnnotationMap
}

const validatedImages = (count: number) => `${count} validated ${count === 1 ? 'image' : 'images'}`

/**
 * The project's character and word error rates of extracted against validated text, how many images they rest on, and
 * how many are left out as too long to compare.
 */
export function ProjectQuality({ images, annotations }: ProjectQualityProps) {
  const rates = useMemo(() => projectErrorRates(images, annotations), [images, annotations])
  const tooLong =
    rates.tooLong > 0
      ? `${rates.count === 0 ? validatedImages(rates.tooLong) : ` · ${rates.tooLong} more`} ${TOO_LONG_TO_COMPARE}`
      : ''
  return (
    <p className="ocr-controls__quality" aria-label="Project error rates">
      {rates.count === 0 ? (
        tooLong || 'Error rates appear once an image has validated text.'
      ) : (
        <>
          CER <strong>{percent(rates.cer)}</strong> (code points {percent(rates.cerCodepoints)}) · WER{' '}
          <strong>{percent(rates.wer)}</strong> · based on {validatedImages(rates.count)}
          {tooLong}
        </>
      )}
    </p>
  )
}
