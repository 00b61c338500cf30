import type { LineBox, OcrLine } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { linesReducer } from '../../../../../src/routes/-ocr/lines/state/lines-reducer'
import {
  firstLineToDo,
  hasUnsavedLines,
  initialLines,
  lineStatus,
  linesToSave,
  type LinesAction,
  type LinesState,
} from '../../../../../src/routes/-ocr/lines/state/lines-state'

const stored = (box: LineBox, extracted_text: string, validated_text = ''): OcrLine => ({
  index: 0,
  box,
  extracted_text,
  validated_text,
  status: lineStatus({ extracted_text, validated_text }),
})

const PAGE = [stored([10, 10, 300, 30], 'ଏକ', 'ଏକ ।'), stored([10, 50, 300, 30], 'ଦୁଇ'), stored([10, 90, 300, 30], '')]

const run = (actions: LinesAction[], from: LinesState = initialLines) => actions.reduce(linesReducer, from)
const open = (...actions: LinesAction[]) => run([{ type: 'loaded', image: 'page.png', lines: PAGE }, ...actions])
const texts = (state: LinesState) => state.lines.map((line) => line.validated_text)
const boxes = (state: LinesState) => state.lines.map((line) => line.box)

describe('the line editor’s state', () => {
  it('opens on the first line, its validated text or else its extraction in the field, nothing unsaved', () => {
    const state = open()
    expect(state.current).toBe(0)
    expect(state.draft).toBe('ଏକ ।')
    expect(hasUnsavedLines(state)).toBe(false)
    expect(run([{ type: 'selected', index: 1 }], state).draft).toBe('ଦୁଇ')
  })

  it('Enter validates the line as the field shows it and moves on; the last line stays put', () => {
    const state = open({ type: 'selected', index: 1 }, { type: 'confirmed', step: 1 })
    expect(texts(state)).toEqual(['ଏକ ।', 'ଦୁଇ', ''])
    expect(state.current).toBe(2)
    expect(hasUnsavedLines(state)).toBe(true)
    const typed = run(
      [
        { type: 'drafted', text: 'ତିନି' },
        { type: 'confirmed', step: 1 },
      ],
      state,
    )
    expect(texts(typed)).toEqual(['ଏକ ।', 'ଦୁଇ', 'ତିନି'])
    expect(typed.current).toBe(2)
  })

  it('moving to another line keeps a changed text but validates nothing untouched', () => {
    const untouched = open({ type: 'selected', index: 1 }, { type: 'selected', index: 0 })
    expect(texts(untouched)).toEqual(['ଏକ ।', '', ''])
    expect(hasUnsavedLines(untouched)).toBe(false)
    const changed = open(
      { type: 'selected', index: 1 },
      { type: 'drafted', text: 'ଦୁଇଟି' },
      { type: 'confirmed', step: -1 },
    )
    expect(texts(changed)).toEqual(['ଏକ ।', 'ଦୁଇଟି', ''])
    expect(changed.current).toBe(0)
    expect(open({ type: 'drafted', text: 'x' }, { type: 'selected', index: 9 }).current).toBe(2)
  })

  it('a changed field is unsaved, and is what would be saved once committed', () => {
    const state = open({ type: 'drafted', text: 'ଏକା' })
    expect(hasUnsavedLines(state)).toBe(true)
    expect(linesToSave(run([{ type: 'draftCommitted' }], state))[0]).toEqual({
      box: [10, 10, 300, 30],
      extracted_text: 'ଏକ',
      validated_text: 'ଏକା',
    })
  })

  it('adds a drawn box in reading order and makes it current; deletes and reorders, the current line following', () => {
    const added = open({ type: 'added', box: [10, 70, 300, 15] })
    expect(boxes(added)[2]).toEqual([10, 70, 300, 15])
    expect(added.current).toBe(2)
    expect(added.draft).toBe('')
    const reordered = open({ type: 'selected', index: 1 }, { type: 'reordered', index: 1, to: 0 })
    expect(reordered.lines.map((line) => line.extracted_text)).toEqual(['ଦୁଇ', 'ଏକ', ''])
    expect(reordered.current).toBe(0)
    const above = open({ type: 'selected', index: 2 }, { type: 'reordered', index: 0, to: 1 })
    expect(above.current).toBe(2)
    expect(open({ type: 'reordered', index: 0, to: -1 }).history).toHaveLength(0)
    const deleted = open({ type: 'selected', index: 2 }, { type: 'deleted', index: 0 })
    expect(deleted.lines).toHaveLength(2)
    expect(deleted.current).toBe(1)
    expect(deleted.draft).toBe('')
  })

  it('undoes box edits one at a time, on the line each concerned, keeping the texts typed since', () => {
    const edited = open(
      { type: 'boxChanged', index: 0, box: [20, 12, 300, 30] },
      { type: 'selected', index: 2 },
      { type: 'deleted', index: 2 },
      { type: 'selected', index: 1 },
      { type: 'drafted', text: 'ଦୁଇଟି' },
    )
    const once = run([{ type: 'undone' }], edited)
    expect(once.lines).toHaveLength(3)
    expect(texts(once)).toEqual(['ଏକ ।', 'ଦୁଇଟି', ''])
    expect(once.current).toBe(2)
    expect(run([{ type: 'selected', index: 1 }], once).draft).toBe('ଦୁଇଟି')
    const twice = run([{ type: 'undone' }], once)
    expect(boxes(twice)).toEqual(PAGE.map((line) => line.box))
    expect(texts(twice)).toEqual(['ଏକ ।', 'ଦୁଇଟି', ''])
    expect(run([{ type: 'undone' }], twice)).toBe(twice)
    // An undone edit is an edit to save too.
    expect(hasUnsavedLines(twice)).toBe(true)
  })

  it('brings back a deleted line with the text it had, and removes an added one', () => {
    const state = open({ type: 'drafted', text: 'ଏକାଧିକ' }, { type: 'deleted', index: 0 }, { type: 'undone' })
    expect(texts(state)[0]).toBe('ଏକାଧିକ')
    expect(state.current).toBe(0)
    expect(open({ type: 'added', box: [10, 130, 300, 30] }, { type: 'undone' }).lines).toHaveLength(3)
  })

  it('is saved up to the revision the server stored; later edits stay unsaved', () => {
    const edited = open({ type: 'boxChanged', index: 1, box: [10, 52, 300, 30] })
    const sent = edited.revision
    const more = run([{ type: 'boxChanged', index: 1, box: [10, 54, 300, 30] }], edited)
    expect(hasUnsavedLines(run([{ type: 'saved', revision: sent }], more))).toBe(true)
    expect(hasUnsavedLines(run([{ type: 'saved', revision: more.revision }], more))).toBe(false)
  })

  it('takes a new copy from the server only when nothing is unsaved, and starts afresh on another image', () => {
    const found = [stored([0, 0, 100, 20], 'ନୂଆ')]
    const clean = open({ type: 'selected', index: 1 })
    const replaced = run([{ type: 'loaded', image: 'page.png', lines: found }], clean)
    expect(replaced.lines.map((line) => line.extracted_text)).toEqual(['ନୂଆ'])
    expect(replaced.current).toBe(0)
    const dirty = open({ type: 'drafted', text: 'ମୋ ଲେଖା' })
    expect(run([{ type: 'loaded', image: 'page.png', lines: found }], dirty)).toBe(dirty)
    // The server's echo of what was saved changes nothing, not even the undo history.
    const moved = open({ type: 'boxChanged', index: 0, box: [11, 10, 300, 30] })
    const saved = run([{ type: 'saved', revision: moved.revision }], moved)
    const echo = PAGE.map((line, index) => (index === 0 ? { ...line, box: [11, 10, 300, 30] as LineBox } : line))
    expect(run([{ type: 'loaded', image: 'page.png', lines: echo }], saved)).toBe(saved)
    const other = run([{ type: 'loaded', image: 'other.png', lines: found }], dirty)
    expect(other.image).toBe('other.png')
    expect(other.history).toHaveLength(0)
    expect(other.revision).toBeGreaterThan(dirty.revision)
    expect(hasUnsavedLines(other)).toBe(false)
  })
})

describe('the first line that needs work', () => {
  it('is the first not validated, and none once every line is', () => {
    expect(firstLineToDo(open().lines)).toBe(1)
    const done = open({ type: 'selected', index: 1 }, { type: 'confirmed', step: 1 }, { type: 'confirmed', step: 1 })
    expect(texts(done)).toEqual(['ଏକ ।', 'ଦୁଇ', ''])
    expect(firstLineToDo(done.lines)).toBe(2)
    expect(
      firstLineToDo(
        run(
          [
            { type: 'drafted', text: 'ତିନି' },
            { type: 'confirmed', step: 0 },
          ],
          done,
        ).lines,
      ),
    ).toBe(undefined)
  })
})
