import { editDistance, editScript } from './edit-script'
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

export const rate = ({ errors, length }: ErrorCount): number => (length === 0 ? (errors === 0 ? 0 : 1) : errors / length)

const countErrors = (reference: string[], hypothesis: string[]): ErrorCount => ({
  errors: editDistance(editScript(reference, hypothesis)),
  length: reference.length,
})

export const characterErrors = (reference: string, hypothesis: string, unit: TextUnit = 'grapheme'): ErrorCount =>
  countErrors(splitUnits(reference, unit), splitUnits(hypothesis, unit))

export const wordErrors = (reference: string, hypothesis: string): ErrorCount => countErrors(splitWords(reference), splitWords(hypothesis))

/** CER (both units) and WER of a machine transcription (`hypothesis`) against the person-validated text (`reference`). */
export const textErrors = (reference: string, hypothesis: string): TextErrors => ({
  cer: characterErrors(reference, hypothesis, 'grapheme'),
  cerCodepoints: characterErrors(reference, hypothesis, 'codepoint'),
  wer: wordErrors(reference, hypothesis),
})

export interface AggregateErrorRates {
  /** How many texts the figures rest on. */
  count: number
  cer: number
  cerCodepoints: number
  wer: number
}

const sum = (counts: ErrorCount[]): ErrorCount => ({
  errors: counts.reduce((total, count) => total + count.errors, 0),
  length: counts.reduce((total, count) => total + count.length, 0),
})

/** Pooled rates over many texts: total errors over total reference length, so long texts weigh more. */
export function aggregateErrorRates(all: readonly TextErrors[]): AggregateErrorRates {
  return {
    count: all.length,
    cer: rate(sum(all.map((errors) => errors.cer))),
    cerCodepoints: rate(sum(all.map((errors) => errors.cerCodepoints))),
    wer: rate(sum(all.map((errors) => errors.wer))),
  }
}
