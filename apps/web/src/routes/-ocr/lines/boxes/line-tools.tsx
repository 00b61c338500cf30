interface LineToolsProps {
  adding: boolean
  onAddingChange: (adding: boolean) => void
  canUndo: boolean
  onUndo: () => void
}

/** The viewer's line buttons: draw new lines, and undo the last box edit (also Ctrl/⌘+Z outside a text field). */
export function LineTools({ adding, onAddingChange, canUndo, onUndo }: LineToolsProps) {
  return (
    <>
      <button
        type="button"
        aria-pressed={adding}
        onClick={() => onAddingChange(!adding)}
        title="Drag on the image to draw a line (or Shift+drag at any time)"
      >
        Add line
      </button>
      <button
        type="button"
        onClick={onUndo}
        disabled={!canUndo}
        title="Undo the last box edit (Ctrl+Z)"
        aria-keyshortcuts="Control+Z"
      >
        Undo
      </button>
    </>
  )
}
