/**
 * Where the keyboard goes after a move (Alt+N, `Next to do`, an image chosen, lines found): into the editor of the image
 * it opens. The move asks for it; the workspace that shows that image takes it once it is drawn (the line workspace:
 * the field of the first line that needs work; the image's: its text). A later move's ask replaces an earlier one.
 */
export interface EditorFocus {
  ask: (image: string) => void
  /** Whether the editor of `image` should take the keyboard now (only once per ask). */
  take: (image: string) => boolean
}

export function createEditorFocus(): EditorFocus {
  let asked: string | undefined
  return {
    ask: (image) => {
      asked = image
    },
    take: (image) => {
      if (asked !== image) return false
      asked = undefined
      return true
    },
  }
}
