import { MAX_REGIONS } from '@odia-ai/contract'
import type { LinesAction, LinesState } from '../state/lines-state'
import { regionCount, regionOrderOf } from '../state/regions'

interface LineRegionProps {
  state: LinesState
  dispatch: (action: LinesAction) => void
}

/**
 * The current line's region (column): a select moves it to another region or a new one, where it takes its place by
 * position; a button makes its region and the next one; another makes each column of the page's lines a region.
 */
export function LineRegion({ state: { lines, current }, dispatch }: LineRegionProps) {
  const count = regionCount(lines)
  const region = regionOrderOf(lines, current)
  const numbers = Array.from({ length: count }, (_, order) => order)
  return (
    <div className="ocr-line-region">
      <label>
        Region{' '}
        <select
          value={region}
          onChange={(event) => dispatch({ type: 'regionChanged', index: current, region: Number(event.target.value) })}
        >
          {numbers.map((order) => (
            <option key={order} value={order}>
              {order + 1} of {count}
            </option>
          ))}
          {count < MAX_REGIONS && <option value={count}>New region</option>}
        </select>
      </label>
      <button
        type="button"
        className="ocr-button"
        onClick={() => dispatch({ type: 'regionMerged', region })}
        disabled={region >= count - 1}
        title="Read this region and the next one as one region"
      >
        Merge with next
      </button>
      <button
        type="button"
        className="ocr-button"
        onClick={() => dispatch({ type: 'columnsSplit' })}
        title="Make each column of lines a region, read left to right, each top to bottom"
      >
        Split into columns
      </button>
    </div>
  )
}
