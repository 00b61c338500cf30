import { currentImage, isUnsaved, type SessionState } from './session-state'

/** Each image's own validated text for the export (SPEC §2.4), the current image's unsaved text included. */
export function validatedTextsForExport(state: SessionState): Record<string, string> {
  const current = currentImage(state)
  const unsaved = isUnsaved(state)
  return Object.fromEntries(
    state.images.map((name) => [name, name === current && unsaved ? state.editorText : (state.annotations[name]?.validated_text ?? '')]),
  )
}
