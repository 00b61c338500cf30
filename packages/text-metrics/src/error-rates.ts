import { editDistance } from './edit-distance'
import { splitUnits, splitWords, type TextUnit } from './units'

/** Errors against the reference length; the rate is errors / length (0 for two empty texts, 1 per unit when the reference is empty). */
export interface ErrorCount {
  errors: number
  length: number
}

export interface TextErrors {
  /** Character error rate over grapheme clusters. */
  cer: ErrorCount
  /** Character error rate over code points. */
  cerCodepoints: ErrorCount
  wer: ErrorCount
}

export const rate = ({ errors, length }: ErrorCount): number =>
  length === 0 ? (errors === 0 ? 0 : 1) : errors / length

const countErrors = (reference: string[], hypothesis: string[]): ErrorCount | null => {
  const errors = editDistance(reference, hypothesis)
  return errors === null ? null : { errors, length: reference.length }
}

/** The character errors of `hypothesis` against `reference`; null when they are too long to compare (see comparison-limits). */
export const characterErrors = (
  reference: string,
  hypothesis: string,
  unit: TextUnit = 'grapheme',
): ErrorCount | null => countErrors(splitUnits(reference, unit), splitUnits(hypothesis, unit))

/** The word errors of `hypothesis` against `reference`; null when they are too long to compare. */
export const wordErrors = (reference: string, hypothesis: string): ErrorCount | null =>
  countErrors(splitWords(reference), splitWords(hypothesis))

/**
 * CER (both units) and WER of a machine transcription (`hypothesis`) against the person-validated text (`reference`);
 * null when the texts are too long to compare by any of them.
 */
export function textErrors(reference: string, hypothesis: string): TextErrors | null {
  const cer = characterErrors(reference, hypothesis, 'grapheme')
  const cerCodepoints = cer && characterErrors(reference, hypothesis, 'codepoint')
  const wer = cerCodepoints && wordErrors(reference, hypothesis)
  return cer && cerCodepoints && wer ? { cer, cerCodepoints, wer } : null
}

export interface AggregateErrorRates {
  /** How many texts the figures rest on. */
  count: number
  /** How many texts were left out: too long to compare. */
  tooLong: number
  cer: number
  cerCodepoints: number
  wer: number
}

const sum = (counts: ErrorCount[]): ErrorCount => ({
  errors: counts.reduce((total, count) => total + count.errors, 0),
  length: counts.reduce((total, count) => total + count.length, 0),
})

/** Pooled rates over many texts: total errors over total reference length, so long texts weigh more; texts too long to compare (null) are counted apart. */
export function aggregateErrorRates(all: readonly (TextErrors | null)[]): AggregateErrorRates {
  const compared = all.filter((errors) => errors !== null)
  return {
    count: compared.length,
    tooLong: all.length - compared.length,
    cer: rate(sum(compared.map((errors) => errors.cer))),
    cerCodepoints: rate(sum(compared.map((errors) => errors.cerCodepoints))),
    wer: rate(sum(compared.map((errors) => errors.wer))),
  }
}
