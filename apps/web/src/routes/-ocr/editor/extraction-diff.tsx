import { characterDiff, rate, TOO_LONG_TO_COMPARE } from '@odia-ai/text-metrics'
import { memo, useDeferredValue, useMemo } from 'react'
import { percent } from '../quality/percent'

interface ExtractionDiffProps {
  extracted: string
  validated: string
}

/**
 * What the engine got wrong on this image: the extracted text with each difference from the validated text
 * marked (struck out: only in the extraction; underlined: only in the validated text), and the image's CER; for texts
 * too long to compare, those words in the CER's place and no marks.
 * A key typed shows its character first; the diff follows a moment later, when React has time for it (give each image
 * a `key` of its own, so a new image's diff shows with it).
 */
export function ExtractionDiff({ extracted, validated }: ExtractionDiffProps) {
  return <DiffOfTexts extracted={extracted} validated={useDeferredValue(validated)} />
}

const DiffOfTexts = memo(function DiffOfTexts({ extracted, validated }: ExtractionDiffProps) {
  const diff = useMemo(() => characterDiff(validated, extracted), [extracted, validated])
  if (!diff) {
    return (
      <section className="ocr-diff" aria-label="Extracted against validated">
        <h2 className="ocr-diff__title">
          Extracted vs validated: CER <span data-testid="image-cer">{TOO_LONG_TO_COMPARE}</span>
        </h2>
      </section>
    )
  }
  const { segments, errors } = diff
  return (
    <section className="ocr-diff" aria-label="Extracted against validated">
      <h2 className="ocr-diff__title">
        Extracted vs validated: CER <span data-testid="image-cer">{percent(rate(errors))}</span>{' '}
        <span className="ocr-diff__count">
          ({errors.errors} {errors.errors === 1 ? 'error' : 'errors'} in {errors.length} characters)
        </span>
      </h2>
      <p className="ocr-diff__text" lang="or">
        {segments.map((segment, index) =>
          segment.type === 'equal' ? (
            <span key={index}>{segment.reference}</span>
          ) : (
            <span key={index}>
              {segment.hypothesis && <del title="Only in the extracted text">{segment.hypothesis}</del>}
              {segment.reference && <ins title="Only in the validated text">{segment.reference}</ins>}
            </span>
          ),
        )}
      </p>
    </section>
  )
})
