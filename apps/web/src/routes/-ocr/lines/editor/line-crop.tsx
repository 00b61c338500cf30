import type { LineBox } from '@odia-ai/contract'
import { useRef, useState } from 'react'
import { useImageUrl } from '../../viewer/image-url'
import { useRenderedSize, type Size } from '../../viewer/use-rendered-size'

/** The crop is drawn at most this tall, in CSS pixels. */
export const CROP_MAX_HEIGHT = 128

/**
 * Screen pixels per image pixel for a box in `room` pixels of width: as wide as the room, or as tall as the limit when
 * that is less, so a long line is scaled down whole (its end in view while it is typed) and never scrolls sideways.
 */
export const cropScale = (width: number, height: number, room: number): number =>
  Math.min(room / width, CROP_MAX_HEIGHT / height)

interface LineCropProps {
  image: string
  box: LineBox
  label: string
}

/**
 * The current line as scanned, large, cut from the image the viewer already loaded (the same URL, so the browser's
 * copy): a window the box's shape over the whole image, scaled and shifted so the box fills it.
 */
export function LineCrop({ image, box, label }: LineCropProps) {
  const imageUrl = useImageUrl()
  const frame = useRef<HTMLDivElement>(null)
  const room = useRenderedSize(frame)
  const [natural, setNatural] = useState<Size>()
  const [x, y, width, height] = box
  const scale = room && cropScale(width, height, room.width)
  return (
    <div ref={frame} className="ocr-line-crop">
      <div
        className="ocr-line-crop__window"
        role="img"
        aria-label={label}
        style={scale ? { width: width * scale, height: height * scale } : {}}
      >
        <img
          className="ocr-line-crop__image"
          src={imageUrl(image)}
          alt=""
          draggable={false}
          onLoad={(event) =>
            setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          style={
            scale && natural
              ? {
                  width: natural.width * scale,
                  height: natural.height * scale,
                  transform: `translate(${-x * scale}px, ${-y * scale}px)`,
                }
              : { visibility: 'hidden' }
          }
        />
      </div>
    </div>
  )
}
