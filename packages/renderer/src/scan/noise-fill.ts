import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
import { seededRandom } from '../random'
import { NOISE_TILE_SIZE, NOISE_TILES } from './realistic-look'

/** Gray noise around mid-gray, the same on every thread (fixed seeds): tile `index`'s values, row after row. */
export function noiseTileValues(index: number): Uint8Array {
  const random = seededRandom(0x5eed + index)
  return Uint8Array.from({ length: NOISE_TILE_SIZE * NOISE_TILE_SIZE }, () => 128 + Math.round((random() - 0.5) * 255))
}

/** A noise tile as a canvas, laid as a pattern at random offsets. */
function noiseTile(index: number): Canvas {
  const tile = createCanvas(NOISE_TILE_SIZE, NOISE_TILE_SIZE)
  const ctx = tile.getContext('2d')
  const image = ctx.createImageData(NOISE_TILE_SIZE, NOISE_TILE_SIZE)
  noiseTileValues(index).forEach((value, at) => image.data.set([value, value, value, 255], at * 4))
  ctx.putImageData(image, 0, 0)
  return tile
}

export const makeNoiseTiles = (): Canvas[] => Array.from({ length: NOISE_TILES }, (_, index) => noiseTile(index))

/** Where a look takes its noise from: which tile, and the offset into it. */
export interface NoisePlacement {
  noiseTile: number
  noiseX: number
  noiseY: number
}

/**
 * A noise tile laid over the whole image at `opacity`, shifted by the look's offset. Drawn tile by tile:
 * whole-pixel image copies cost less than a repeating pattern's fill.
 */
export function fillNoise(
  ctx: SKRSContext2D,
  tiles: Canvas[],
  look: NoisePlacement,
  opacity: number,
  width: number,
  height: number,
): void {
  if (opacity <= 0) return
  const tile = tiles[look.noiseTile]!
  ctx.save()
  ctx.globalAlpha = opacity
  for (let y = -look.noiseY; y < height; y += NOISE_TILE_SIZE) {
    for (let x = -look.noiseX; x < width; x += NOISE_TILE_SIZE) ctx.drawImage(tile, x, y)
  }
  ctx.restore()
}

/** Darkening towards the unlit edge (uneven light), at `light` opacity from the angle `lightAngle` in degrees. */
export function fillLight(ctx: SKRSContext2D, light: number, lightAngle: number, width: number, height: number): void {
  if (light <= 0) return
  const direction = (lightAngle * Math.PI) / 180
  const dx = (Math.cos(direction) * width) / 2
  const dy = (Math.sin(direction) * height) / 2
  const gradient = ctx.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy)
  gradient.addColorStop(0, 'rgba(0,0,0,0)')
  gradient.addColorStop(1, `rgba(0,0,0,${light})`)
  ctx.fillStyle = gradient
  ctx.fillRect(0, 0, width, height)
}
