import { readerOf, type Reading } from '@odia-ai/contract'
import { characterDiff, TOO_LONG_TO_COMPARE } from '@odia-ai/text-metrics'
import { useMemo } from 'react'
import { readerName } from '../common/reader-names'

/**
 * Where two readers read an image differently: their shared text once, and at each difference what each of them read
 * (marked with its name; an empty side means that reader read nothing there), or that they are too long to compare.
 * `readers`: every reader of the image, which the names tell apart.
 */
export function ReadingDiff({ first, second, readers }: { first: Reading; second: Reading; readers: string[] }) {
  const segments = useMemo(() => characterDiff(first.text, second.text)?.segments, [first.text, second.text])
  const [firstName, secondName] = [readerName(readerOf(first), readers), readerName(readerOf(second), readers)]
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
