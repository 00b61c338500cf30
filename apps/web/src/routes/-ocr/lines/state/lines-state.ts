import type { LineBox, LineInput, LinePoint, LineStatus, OcrLine } from '@odia-ai/contract'

/** A line as the editor holds it: `id` names it across edits (the server's list has only positions). */
export interface EditableLine {
  id: number
  box: LineBox
  /** Its outline, when it is not its box; the box is then the outline's bounds. */
  polygon?: LinePoint[]
  baseline?: LinePoint[]
  /** The region (column) it is read in; lines are in reading order region by region. */
  region: number
  extracted_text: string
  validated_text: string
}

/** The line editor of one image: its lines in reading order, the current one, its text field, and the box edits to undo. */
export interface LinesState {
  image: string | undefined
  lines: EditableLine[]
  current: number
  /** The current line's text field; it becomes the line's validated text on Enter or when the line is left after a change. */
  draft: string
  /** Earlier line lists and their current lines, the latest last: each box edit (move, resize, add, delete, reorder, region) pushes one. */
  history: Array<{ lines: EditableLine[]; current: number }>
  /** Counts the changes to `lines`; the server has `savedRevision`. */
  revision: number
  savedRevision: number
  nextId: number
}

export type LinesAction =
  /** The server's copy of an image's lines; with `discard`, it replaces this image's unsaved edits too. */
  | { type: 'loaded'; image: string; lines: OcrLine[]; current?: number; discard?: boolean }
  | { type: 'selected'; index: number }
  | { type: 'drafted'; text: string }
  | { type: 'confirmed'; step: -1 | 0 | 1 }
  | { type: 'draftCommitted' }
  | { type: 'boxChanged'; index: number; box: LineBox }
  | { type: 'shapeChanged'; index: number; polygon?: LinePoint[]; baseline?: LinePoint[] }
  | { type: 'added'; box: LineBox }
  | { type: 'deleted'; index: number }
  | { type: 'reordered'; index: number; to: number }
  /** The line at `index` moved to the region read `region`th (one past the last: a new region). */
  | { type: 'regionChanged'; index: number; region: number }
  /** The region read `region`th and the next made one. */
  | { type: 'regionMerged'; region: number }
  | { type: 'columnsSplit' }
  | { type: 'undone' }
  | { type: 'saved'; revision: number }

export const initialLines: LinesState = {
  image: undefined,
  lines: [],
  current: 0,
  draft: '',
  history: [],
  revision: 0,
  savedRevision: 0,
  nextId: 0,
}

/** What the text field shows on opening a line: the person's text once there is one, else the machine's. */
export const shownText = (line: EditableLine | undefined): string =>
  line ? line.validated_text || line.extracted_text : ''

/** As the server derives it: validated once a person's text is there. */
export const lineStatus = (line: Pick<EditableLine, 'extracted_text' | 'validated_text'>): LineStatus =>
  line.validated_text ? 'validated' : line.extracted_text ? 'extracted' : 'new'

/** The first line a person has not validated yet, if any. */
export const firstLineToDo = (lines: EditableLine[]): number | undefined => {
  const at = lines.findIndex((line) => lineStatus(line) !== 'validated')
  return at < 0 ? undefined : at
}

export const currentLine = (state: LinesState): EditableLine | undefined => state.lines[state.current]

export const isDraftEdited = (state: LinesState): boolean =>
  currentLine(state) !== undefined && state.draft !== shownText(currentLine(state))

/** Whether anything is not on the server yet: a changed list, or a changed text field. */
export const hasUnsavedLines = (state: LinesState): boolean =>
  state.revision !== state.savedRevision || isDraftEdited(state)

/** The list as `PUT /api/ocr/lines` takes it. */
export const linesToSave = (state: LinesState): LineInput[] =>
  state.lines.map(({ box, polygon, baseline, region, extracted_text, validated_text }) => ({
    box,
    ...(polygon ? { polygon } : {}),
    ...(baseline ? { baseline } : {}),
    // Region 0 is the server's default: a page of one region sends none.
    ...(region ? { region } : {}),
    extracted_text,
    validated_text,
  }))

const samePoints = (a: LinePoint[] | undefined, b: LinePoint[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every(([x, y], at) => x === b[at]![0] && y === b[at]![1]))

export const sameContent = (lines: EditableLine[], stored: OcrLine[]) =>
  lines.length === stored.length &&
  lines.every((line, index) => {
    const other = stored[index]!
    return (
      line.box.every((side, at) => side === other.box[at]) &&
      samePoints(line.polygon, other.polygon) &&
      samePoints(line.baseline, other.baseline) &&
      line.region === (other.region ?? 0) &&
      line.extracted_text === other.extracted_text &&
      line.validated_text === other.validated_text
    )
  })

/** A fresh editor of the stored lines; `revision` goes on counting from the last, so no two states share one. */
export function opened(image: string, stored: OcrLine[], current: number, revision: number): LinesState {
  const lines = stored.map(({ box, polygon, baseline, region, extracted_text, validated_text }, id) => ({
    id,
    box,
    ...(polygon ? { polygon } : {}),
    ...(baseline ? { baseline } : {}),
    region: region ?? 0,
    extracted_text,
    validated_text,
  }))
  const index = Math.max(0, Math.min(current, lines.length - 1))
  return {
    ...initialLines,
    image,
    lines,
    current: index,
    draft: shownText(lines[index]),
    revision,
    savedRevision: revision,
    nextId: lines.length,
  }
}

export const withLines = (state: LinesState, lines: EditableLine[]): LinesState => ({
  ...state,
  lines,
  revision: state.revision + 1,
})

/** The text field's change, if any, written into the current line. */
export function commitDraft(state: LinesState, validate = false): LinesState {
  const line = currentLine(state)
  if (!line || (!validate && !isDraftEdited(state)) || line.validated_text === state.draft) return state
  return withLines(
    state,
    state.lines.map((each, index) => (index === state.current ? { ...each, validated_text: state.draft } : each)),
  )
}

export function select(state: LinesState, index: number): LinesState {
  const current = Math.max(0, Math.min(index, state.lines.length - 1))
  return { ...state, current, draft: shownText(state.lines[current]) }
}
