import type { ImageAgreement } from '@odia-ai/contract'
import { TOO_LONG_TO_COMPARE } from '@odia-ai/text-metrics'
import { readerName } from '../common/reader-names'

/**
 * How much the engines agree as a person reads it: `100%` only when they read the same, so a page with one letter
 * apart never shows as full agreement.
 */
export const agreementPercent = (disagreement: number): string =>
  disagreement === 0 ? '100%' : `${Math.min(99, Math.floor((1 - disagreement) * 100))}%`

/** An image list row's `92% agree`, once two engines read the image. */
export function AgreementBadge({ agreement }: { agreement: ImageAgreement | undefined }) {
  if (agreement?.disagreement === undefined) return null
  return (
    <span
      className={`ocr-triage-badge${agreement.identical ? ' ocr-triage-badge--same' : ''}`}
      title="How far the engines' readings of this image agree"
    >
      {agreementPercent(agreement.disagreement)} agree
    </span>
  )
}

/** What the line beside the editor says: how far the engines agree, who read the image alone, or that their readings are too long to compare. */
function agreementText({ readers, disagreement }: ImageAgreement): string {
  if (disagreement !== undefined) return `Engines agree ${agreementPercent(disagreement)}`
  return readers.length < 2
    ? `Only ${readers.map((reader) => readerName(reader, readers)).join(', ')} read this image`
    : `Engines' readings ${TOO_LONG_TO_COMPARE}`
}

/** Beside the editor: how far the engines agree on the current image (`Engines agree 92%`), or who read it alone. */
export function AgreementLine({ agreement }: { agreement: ImageAgreement | undefined }) {
  if (agreement === undefined) return null
  return (
    <span className="ocr-triage-line" data-testid="engines-agree">
      {agreementText(agreement)}
    </span>
  )
}
