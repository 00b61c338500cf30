import type { LineStatus } from '@odia-ai/contract'
import { STATUS_LABEL } from '../../common/annotation-view'

const STATUSES: LineStatus[] = ['new', 'extracted', 'validated']

/** What the boxes' colours mean, and how the boxes are edited with the mouse and the keyboard. */
export function LineLegend() {
  return (
    <div className="ocr-lines-legend">
      <ul className="ocr-lines-legend__colours" aria-label="Line colours">
        {STATUSES.map((status) => (
          <li key={status} className={`ocr-lines-legend__item ocr-line--${status}`}>
            {STATUS_LABEL[status]}
          </li>
        ))}
        <li className="ocr-lines-legend__item ocr-line--current">Current</li>
      </ul>
      <p id="ocr-lines-help" className="ocr-lines-legend__help">
        Click a line to edit it; drag it to move it, by an edge to resize it; Shift+drag (or Add line) draws one. On a
        focused box: arrows move it, Shift+arrows resize it (Ctrl: 10 px), Alt+↑/↓ change the reading order, Page
        Up/Down go to other lines, Delete removes it, Enter edits its text.
      </p>
    </div>
  )
}
