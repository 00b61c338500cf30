import type { LineBox } from '@odia-ai/contract'
import { useRef, useState } from 'react'
import { useImageUrl } from '../../viewer/image-url'
import { useRenderedSize, type Size } from '../../viewer/use-rendered-size'

/** The crop is drawn at least this tall (a long line then scrolls sideways) and at most this tall, in CSS pixels. */
export const CROP_MIN_HEIGHT = 40
export const CROP_MAX_HEIGHT = 128

/** Screen pixels per image pixel for a box in `room` pixels of width: the whole width if the height stays between the limits. */
export const cropScale = (width: number, height: number, room: number): number =>
  Math.max(CROP_MIN_HEIGHT / height, Math.min(room / width, CROP_MAX_HEIGHT / height))

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
