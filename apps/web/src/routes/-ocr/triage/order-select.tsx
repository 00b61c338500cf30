import { IMAGE_ORDER_NAMES, IMAGE_ORDERS, isImageOrder, type ImageOrder } from './triage-order'

/** The image list's order: as uploaded, by file name, or the images the engines disagree on most first. */
export function OrderSelect({ order, onChange }: { order: ImageOrder; onChange: (order: ImageOrder) => void }) {
  return (
    <select
      aria-label="Order images"
      value={order}
      onChange={(event) => isImageOrder(event.currentTarget.value) && onChange(event.currentTarget.value)}
    >
      {IMAGE_ORDER_NAMES.map((name) => (
        <option key={name} value={name}>
          {IMAGE_ORDERS[name].label}
        </option>
      ))}
    </select>
  )
}
