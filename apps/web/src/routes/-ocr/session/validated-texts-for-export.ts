import { currentImage, isUnsaved, type SessionState } from './session-state'

/**
 * The validated texts the export sends (SPEC §2.4): only the current image's unsaved text. The server exports every
 * stored annotation itself, so the page's copy, which an import narrows to the imported images, is not sent.
 */
export function validatedTextsForExport(state: SessionState): Record<string, string> {
  const current = currentImage(state)
  return current !== undefined && isUnsaved(state) ? { [current]: state.editorText } : {}
}
