import { type AnnotationMap, ownValue } from '@odia-ai/contract'
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { STATUS_LABEL, statusOf } from '../common/annotation-view'
import { useImageUrl } from '../viewer/image-url'
import { scrollToShow, visibleRows } from './visible-rows'

/** Row height in px; the list itself is at most 12rem high (SPEC §6). */
const ROW_HEIGHT = 48
const FALLBACK_VIEWPORT = 192
const PAGE = 4

interface ImagePickerProps {
  images: string[]
  /** The positions of the images the list shows (the filter's and the search's), in order. */
  rows: number[]
  annotations: AnnotationMap
  index: number
  onPick: (index: number) => void
  /** Shown on a row before its status (how far the engines agree on the image). */
  badge?: (name: string) => ReactNode
}

/**
 * The image dropdown: the current file name (or `Select Image`), opening a list of every image with
 * its thumbnail, name and status. Only the rows in view are rendered, so 10,000 images stay smooth,
 * and a thumbnail loads only when its row is shown. Arrow keys, Page Up/Down, Home/End, Enter, Escape.
 */
export function ImagePicker({ images, rows, annotations, index, onPick, badge }: ImagePickerProps) {
  const imageUrl = useImageUrl()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(index)
  const [view, setView] = useState({ scrollTop: 0, height: FALLBACK_VIEWPORT })
  const list = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const id = useId()
  const current = images[index]

  // Keep the active row in view and the focus on the list while it is open.
  useLayoutEffect(() => {
    const element = list.current
    if (!open || !element) return
    element.focus()
    const height = element.clientHeight || FALLBACK_VIEWPORT
    const target = scrollToShow(active, element.scrollTop, height, ROW_HEIGHT)
    if (target !== element.scrollTop) element.scrollTop = target
    setView((seen) => (seen.scrollTop === target && seen.height === height ? seen : { scrollTop: target, height }))
  }, [open, active])

  function openList() {
    setActive(Math.max(0, rows.indexOf(index)))
    setOpen(true)
  }

  function close(refocus: boolean) {
    setOpen(false)
    if (refocus) toggle.current?.focus()
  }

  function pick(row: number) {
    close(true)
    onPick(rows[row]!)
  }

  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = rows.length - 1
    const moves = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      PageDown: Math.min(last, active + PAGE),
      PageUp: Math.max(0, active - PAGE),
      Home: 0,
      End: last,
    }
    const move = ownValue(moves, event.key)
    if (move !== undefined) setActive(move)
    else if ((event.key === 'Enter' || event.key === ' ') && rows.length > 0) pick(active)
    else if (event.key === 'Escape') close(true)
    else if (event.key === 'Tab') close(false)
    else return
    if (event.key !== 'Tab') event.preventDefault()
  }

  const { first, last } = visibleRows(view.scrollTop, view.height, ROW_HEIGHT, rows.length)
  const shown = []
  for (let row = first; row < last; row++) {
    const name = images[rows[row]!]!
    const annotation = ownValue(annotations, name)
    const status = statusOf(annotation)
    const failure = annotation?.failure_reason
    shown.push(
      <div
        key={name}
        id={`${id}-${row}`}
        role="option"
        aria-selected={rows[row] === index}
        aria-posinset={row + 1}
        aria-setsize={rows.length}
        className={`ocr-picker__option${row === active ? ' ocr-picker__option--active' : ''}`}
        style={{ top: row * ROW_HEIGHT, height: ROW_HEIGHT }}
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setActive(row)}
        onClick={() => pick(row)}
      >
        <img
          className="ocr-picker__thumb"
          src={imageUrl(name, true)}
          alt=""
          loading="lazy"
          decoding="async"
          width={40}
          height={40}
        />
        <span className="ocr-picker__name">{name}</span>
        {badge?.(name)}
        <span className={`ocr-status ocr-status--${status}`} title={failure}>
          {STATUS_LABEL[status]}
        </span>
      </div>,
    )
  }

  return (
    <div
      className="ocr-picker"
      onBlur={(event) => open && !event.currentTarget.contains(event.relatedTarget) && close(false)}
    >
      <button
        ref={toggle}
        type="button"
        className="ocr-picker__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={`Image: ${current ?? 'Select Image'}`}
        disabled={images.length === 0}
        onClick={() => (open ? close(true) : openList())}
      >
        {current ?? 'Select Image'}
      </button>
      {open && (
        <div
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-label="Images"
          tabIndex={0}
          aria-activedescendant={rows.length > 0 ? `${id}-${active}` : undefined}
          className="ocr-picker__list"
          onKeyDown={handleKey}
          onScroll={(event) =>
            setView({
              scrollTop: event.currentTarget.scrollTop,
              height: event.currentTarget.clientHeight || FALLBACK_VIEWPORT,
            })
          }
        >
          <div className="ocr-picker__spacer" style={{ height: rows.length * ROW_HEIGHT }}>
            {shown}
          </div>
          {rows.length === 0 && <p className="ocr-picker__empty">No image matches the filter.</p>}
        </div>
      )}
    </div>
  )
}
