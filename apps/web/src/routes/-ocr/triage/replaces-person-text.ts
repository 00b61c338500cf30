import { ownValue } from '@odia-ai/contract'
import { statusOf } from '../common/annotation-view'
import { currentImage, isUnsaved, type SessionState } from '../session/session-state'

/**
 * Whether putting `text` in the editor would take a person's text out of it: a validated text, or edits not saved yet
 * (unless the editor holds what a machine read: the extraction or one of `readings`). The page asks first then.
 */
export function replacesPersonText(state: SessionState, text: string, readings: readonly string[]): boolean {
  const name = currentImage(state)
  const { editorText } = state
  if (name === undefined || editorText === text || editorText === '') return false
  const annotation = ownValue(state.annotations, name)
  if (statusOf(annotation) === 'validated') return true
  return isUnsaved(state) && editorText !== annotation?.extracted_text && !readings.includes(editorText)
}
