import type { Reading } from '@odia-ai/contract'
import { characterDiff, TOO_LONG_TO_COMPARE } from '@odia-ai/text-metrics'
import { useMemo } from 'react'
import { engineName } from './engine-keys'

/**
 * Where two engines read an image differently: their shared text once, and at each difference what each of them read
 * (marked with its engine; an empty side means that engine read nothing there), or that they are too long to compare.
 */
export function ReadingDiff({ first, second }: { first: Reading; second: Reading }) {
  const segments = useMemo(() => characterDiff(first.text, second.text)?.segments, [first.text, second.text])
  const [firstName, secondName] = [engineName(first.engine), engineName(second.engine)]
  return (
    <figure className="ocr-triage__diff">
      <figcaption>
        <span className="ocr-triage__only-first">{firstName}</span> against{' '}
        <span className="ocr-triage__only-second">{secondName}</span>
      </figcaption>
      <p lang="or" aria-label={`${firstName} against ${secondName}`}>
        {segments === undefined && <span lang="en">{TOO_LONG_TO_COMPARE}</span>}
        {segments?.map((segment, index) =>
          segment.type === 'equal' ? (
            <span key={index}>{segment.reference}</span>
          ) : (
            <span key={index} className="ocr-triage__change">
              {segment.reference && (
                <mark className="ocr-triage__only-first" title={`Only ${firstName}'s`}>
                  {segment.reference}
                </mark>
              )}
              {segment.hypothesis && (
                <mark className="ocr-triage__only-second" title={`Only ${secondName}'s`}>
                  {segment.hypothesis}
                </mark>
              )}
            </span>
          ),
        )}
      </p>
    </figure>
  )
}
