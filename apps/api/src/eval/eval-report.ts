import type { Variant } from '@odia-ai/renderer'
import { aggregateErrorRates, diffSegments, rate, TOO_LONG_TO_COMPARE } from '@odia-ai/text-metrics'
import type { LineResult, RoundTripResult } from './round-trip'

const percent = (value: number) => `${(value * 100).toFixed(2)} %`

/** `ଭାରତ[ର→]` style: shared text as is, each changed run in brackets, reference → recognised. */
export const inlineDiff = (reference: string, hypothesis: string): string =>
  diffSegments(reference, hypothesis)
    ?.map((segment) => (segment.type === 'equal' ? segment.hypothesis : `[${segment.reference}→${segment.hypothesis}]`))
    .join('') ?? TOO_LONG_TO_COMPARE

/** Every parameter that drew a line, so a bad one can be drawn again: font (with its weight), size, then each degradation and book-scan look. */
export function describeVariant({ style, size, look }: Variant): string {
  if (!look) return `${style}, ${size} px`
  // Paper, ink and the noise's tile and offset only pick among equals: left out.
  const { book, strength, paper: _paper, ink: _ink, noiseTile: _tile, noiseX: _x, noiseY: _y, ...degradations } = look
  const pairs = (values: object) => Object.entries(values).map(([name, value]) => `${name} ${value}`)
  const looks = Object.entries(book as Record<string, object>).map(
    ([name, values]) => `${name} (${pairs(values).join(', ')})`,
  )
  return [`${style}, ${size} px, ${strength}`, ...pairs(degradations), ...looks].join(' · ')
}

/** Lines the engine read nothing in: the round trip's measure of illegible images. */
const readAsEmpty = (results: LineResult[]) => results.filter((result) => result.recognized.trim() === '').length

/** A line's CER, then its error count: what the worst lines are sorted by (a line too long to compare is the worst). */
const badness = ({ errors }: LineResult): [number, number] =>
  errors ? [rate(errors.cer), errors.cer.errors] : [Number.MAX_VALUE, 0]

const worst = (results: LineResult[], count: number) =>
  [...results]
    .sort((a, b) => {
      const [[rateA, errorsA], [rateB, errorsB]] = [badness(a), badness(b)]
      return rateB - rateA || errorsB - errorsA
    })
    .slice(0, count)

/** The round trip's figures and its worst lines, as printed by `pnpm eval`. */
export function formatReport(
  heading: string,
  { results, renderSeconds, recognizeSeconds, skipped }: RoundTripResult,
  worstCount = 10,
): string {
  const aggregate = aggregateErrorRates(results.map((result) => result.errors))
  const failed = results.filter((result) => result.failure !== undefined).length
  const lines = [
    heading,
    `lines                      ${results.length}${skipped ? ` (${skipped} skipped: no font draws them)` : ''}${failed ? `, ${failed} without text` : ''}`,
    `read as empty              ${readAsEmpty(results)} (${percent(readAsEmpty(results) / Math.max(1, results.length))})`,
    `CER (grapheme clusters)    ${percent(aggregate.cer)}`,
    `CER (code points)          ${percent(aggregate.cerCodepoints)}`,
    `WER                        ${percent(aggregate.wer)}`,
    `recognition                ${(results.length / recognizeSeconds).toFixed(1)} lines/s (${recognizeSeconds.toFixed(1)} s)`,
    `rendering                  ${(results.length / Math.max(renderSeconds, 1e-9)).toFixed(0)} lines/s (${renderSeconds.toFixed(2)} s)`,
    '',
    `${Math.min(worstCount, results.length)} worst lines (CER, then expected, [expected→recognised] diff and how the line was drawn):`,
  ]
  for (const result of worst(results, worstCount)) {
    lines.push(
      `  ${(result.errors ? percent(rate(result.errors.cer)) : TOO_LONG_TO_COMPARE).padStart(8)}  ${result.text}`,
    )
    lines.push(`            ${result.failure ? `(${result.failure})` : inlineDiff(result.text, result.recognized)}`)
    lines.push(`            ${describeVariant(result.variant)}`)
  }
  return lines.join('\n')
}
