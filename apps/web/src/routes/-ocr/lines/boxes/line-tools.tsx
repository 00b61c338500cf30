interface LineToolsProps {
  adding: boolean
  onAddingChange: (adding: boolean) => void
  canUndo: boolean
  onUndo: () => void
  /** Groups the page's lines into regions by column (none to split when the page has no lines). */
  onSplitColumns: (() => void) | undefined
}

/**
 * The viewer's line buttons: draw new lines, split the lines into regions by column, and undo the last box edit (also
 * Ctrl/⌘+Z outside a text field).
 */
export function LineTools({ adding, onAddingChange, canUndo, onUndo, onSplitColumns }: LineToolsProps) {
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
        onClick={onSplitColumns}
        disabled={!onSplitColumns}
        title="Make each column of lines a region, read left to right, each top to bottom"
      >
        Split into columns
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
