import { readingPosition, regionAt } from './box-geometry'
import { reshaped, withShape } from './line-shape'
import { mergedWithNext, movedToRegion, splitIntoColumns } from './regions'
import { commitDraft, select, withLines, type EditableLine, type LinesAction, type LinesState } from './lines-state'

const HISTORY_LIMIT = 100

export type BoxEdit = Extract<
  LinesAction,
  {
    type:
      | 'boxChanged'
      | 'shapeChanged'
      | 'added'
      | 'deleted'
      | 'reordered'
      | 'regionChanged'
      | 'regionMerged'
      | 'columnsSplit'
  }
>

/** The lines in their new order, the same line current (found by its id); undefined when nothing changed. */
function regrouped(lines: EditableLine[], current: number, regions: EditableLine[]) {
  const unchanged = regions.every((line, at) => line.id === lines[at]?.id && line.region === lines[at]?.region)
  if (unchanged) return undefined
  return {
    lines: regions,
    current: Math.max(
      0,
      regions.findIndex((line) => line.id === lines[current]?.id),
    ),
  }
}

/** The list after a box edit and the line that is current then; undefined when the edit changes nothing. */
function editedList(
  { lines, current, nextId }: LinesState,
  edit: BoxEdit,
): { lines: EditableLine[]; current: number } | undefined {
  switch (edit.type) {
    case 'boxChanged':
      return {
        lines: lines.map((line, index) => (index === edit.index ? reshaped(line, edit.box) : line)),
        current,
      }
    case 'shapeChanged':
      return {
        lines: lines.map((line, index) => (index === edit.index ? withShape(line, edit) : line)),
        current,
      }
    case 'added': {
      const at = readingPosition(
        lines.map((line) => line.box),
        edit.box,
      )
      const region = regionAt(lines, at, edit.box)
      return {
        lines: lines.toSpliced(at, 0, { id: nextId, box: edit.box, region, extracted_text: '', validated_text: '' }),
        current: at,
      }
    }
    case 'deleted':
      if (!lines[edit.index]) return undefined
      return { lines: lines.toSpliced(edit.index, 1), current: edit.index < current ? current - 1 : current }
    case 'reordered': {
      const line = lines[edit.index]
      if (!line || edit.to < 0 || edit.to >= lines.length || edit.to === edit.index) return undefined
      // Moved beside a line of another region, it joins that region, so the order stays region by region.
      const joined = { ...line, region: lines[edit.to]!.region }
      const moved = lines.toSpliced(edit.index, 1).toSpliced(edit.to, 0, joined)
      return { lines: moved, current: edit.index === current ? edit.to : moved.indexOf(lines[current]!) }
    }
    case 'regionChanged':
      return regrouped(lines, current, movedToRegion(lines, edit.index, edit.region))
    case 'regionMerged':
      return regrouped(lines, current, mergedWithNext(lines, edit.region))
    case 'columnsSplit':
      return regrouped(lines, current, splitIntoColumns(lines))
  }
}

/** A box edit, the text field's change kept first; the list before it goes on the undo history. */
export function boxEdited(state: LinesState, edit: BoxEdit): LinesState {
  const before = commitDraft(state)
  const after = editedList(before, edit)
  if (!after) return state
  const history = [...before.history, { lines: before.lines, current: before.current }].slice(-HISTORY_LIMIT)
  const nextId = edit.type === 'added' ? before.nextId + 1 : before.nextId
  return select({ ...withLines(before, after.lines), history, nextId }, after.current)
}

/** The list before the last box edit, on the line that was current then, with the texts typed since kept. */
export function undo(state: LinesState): LinesState {
  const before = commitDraft(state)
  const previous = before.history.at(-1)
  if (!previous) return state
  const texts = new Map(before.lines.map((line) => [line.id, line]))
  const lines = previous.lines.map((line) => {
    const now = texts.get(line.id)
    return now ? { ...line, extracted_text: now.extracted_text, validated_text: now.validated_text } : line
  })
  return select({ ...withLines(before, lines), history: before.history.slice(0, -1) }, previous.current)
}
