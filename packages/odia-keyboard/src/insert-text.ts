import { toNfc } from './normalize.js'

export interface Selection {
  start: number
  end: number
}

/** Replace `text.slice(from, to)` with `insert`: the smallest edit that turns one text into the other. */
export interface TextEdit {
  from: number
  to: number
  insert: string
}

export interface Insertion {
  /** The whole new text, NFC. */
  text: string
  /** Where the caret goes: just after the inserted text. */
  caret: number
  /** The minimal edit from the old text to the new one, for editors that apply edits natively. */
  edit: TextEdit
}

/**
 * Insert `insertion` into `text` over `selection` (an empty selection is a caret), and NFC-normalise
 * the result. Normalisation can compose the insertion with its neighbours (େ + ା → ୋ), so the edit
 * may start before the selection. The edit spans whole grapheme clusters, because browsers snap an
 * editing range that splits a cluster.
 */
export function insertAtSelection(text: string, selection: Selection, insertion: string): Insertion {
  const start = clamp(Math.min(selection.start, selection.end), 0, text.length)
  const end = clamp(Math.max(selection.start, selection.end), start, text.length)
  const before = toNfc(text.slice(0, start) + insertion)
  const next = toNfc(before + text.slice(end))
  const caret = Math.min(before.length, next.length)
  return { text: next, caret, edit: diff(text, next, { start, end }) }
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The edit from `previous` to `next`, kept around the selection and widened to whole grapheme
 * clusters: only the clusters that changed are replaced.
 */
function diff(previous: string, next: string, { start, end }: Selection): TextEdit {
  let prefix = 0
  while (prefix < start && previous[prefix] === next[prefix]) prefix += 1
  const maxSuffix = Math.min(previous.length - end, next.length - prefix)
  let suffix = 0
  while (suffix < maxSuffix && previous[previous.length - 1 - suffix] === next[next.length - 1 - suffix]) suffix += 1
  const from = clusterStart(previous, prefix)
  const to = clusterEnd(previous, previous.length - suffix)
  return { from, to, insert: next.slice(from, next.length - (previous.length - to)) }
}

function clusterStart(text: string, index: number): number {
  return graphemes.segment(text).containing(index)?.index ?? index
}

function clusterEnd(text: string, index: number): number {
  if (index === 0) return 0
  const cluster = graphemes.segment(text).containing(index - 1)
  return cluster ? cluster.index + cluster.segment.length : index
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max)
}
