import { boxEdited, undo } from './box-edits'
import {
  commitDraft,
  hasUnsavedLines,
  opened,
  sameContent,
  select,
  type LinesAction,
  type LinesState,
} from './lines-state'

/** The line editor's transitions: selection and text, box edits with undo, and the server's copies. */
export function linesReducer(state: LinesState, action: LinesAction): LinesState {
  switch (action.type) {
    case 'loaded':
      // Another image starts afresh; a new copy of this one (found lines, say) replaces only a list with nothing unsaved.
      if (action.image !== state.image)
        return opened(action.image, action.lines, action.current ?? 0, state.revision + 1)
      if (!action.discard && (hasUnsavedLines(state) || sameContent(state.lines, action.lines))) return state
      return opened(action.image, action.lines, state.current, state.revision + 1)
    case 'selected':
      return select(commitDraft(state), action.index)
    case 'drafted':
      return { ...state, draft: action.text }
    case 'confirmed':
      return select(commitDraft(state, true), state.current + action.step)
    case 'draftCommitted':
      return commitDraft(state)
    case 'boxChanged':
    case 'shapeChanged':
    case 'added':
    case 'deleted':
    case 'reordered':
    case 'regionChanged':
    case 'regionMerged':
    case 'columnsSplit':
      return boxEdited(state, action)
    case 'undone':
      return undo(state)
    case 'saved':
      return { ...state, savedRevision: Math.max(state.savedRevision, action.revision) }
  }
}
