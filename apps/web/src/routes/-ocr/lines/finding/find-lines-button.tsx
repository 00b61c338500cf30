/** `Find lines on this page`, while the page's lines are being found `Finding lines…`. */
export function FindLinesButton({
  finding,
  disabled,
  onFind,
}: {
  finding: boolean
  disabled: boolean
  onFind: () => void
}) {
  return (
    <button
      type="button"
      onClick={onFind}
      disabled={finding || disabled}
      title="Find this page's text lines with the chosen engine"
    >
      {finding ? 'Finding lines…' : 'Find lines on this page'}
    </button>
  )
}
