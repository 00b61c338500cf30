import type { AnnotationMap } from '@odia-ai/contract'
import { useMemo } from 'react'
import { percent } from './percent'
import { projectErrorRates } from './project-error-rates'

interface ProjectQualityProps {
  images: readonly string[]
  annotations: AnnotationMap
}

/** The project's character and word error rates of extracted against validated text, and how many images they rest on. */
export function ProjectQuality({ images, annotations }: ProjectQualityProps) {
  const rates = useMemo(() => projectErrorRates(images, annotations), [images, annotations])
  return (
    <p className="ocr-controls__quality" aria-label="Project error rates">
      {rates.count === 0 ? (
        'Error rates appear once an image has validated text.'
      ) : (
        <>
          CER <strong>{percent(rates.cer)}</strong> (code points {percent(rates.cerCodepoints)}) · WER <strong>{percent(rates.wer)}</strong> · based on{' '}
          {rates.count} validated {rates.count === 1 ? 'image' : 'images'}
        </>
      )}
    </p>
  )
}
