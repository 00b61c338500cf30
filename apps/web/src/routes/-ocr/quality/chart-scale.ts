/**
 * Count axis ticks: 0 and whole, round steps (1, 2 or 5 times a power of ten) up to the first at or above `max`, at
 * most about `most` of them; the last tick is the top of the axis, so the tallest bar is never cut.
 */
export function countTicks(max: number, most = 4): number[] {
  if (max <= 0) return [0, 1]
  const rough = max / most
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!,
  )
  const ticks = [0]
  while (ticks.at(-1)! < max) ticks.push(ticks.at(-1)! + step)
  return ticks
}

/**
 * Every how many slots a label is drawn so that no two drawn labels touch: the widest label and a gap must fit in
 * the slots between two drawn ones.
 */
export const labelStep = (widestLabel: number, slotWidth: number, gap = 6): number =>
  slotWidth <= 0 ? 1 : Math.max(1, Math.ceil((widestLabel + gap) / slotWidth))
