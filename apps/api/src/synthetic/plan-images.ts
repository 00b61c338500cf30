import type { DegradationStrength } from '@odia-ai/contract'
import { planText, type RenderChoices, type RenderMode, type RenderTask, type StyleSet } from '@odia-ai/renderer'

/** An image as a worker renders it, and what metadata.csv records of it beside. */
export interface PlannedImage extends RenderTask {
  /** 1 for the first image of its text, 2 for the next… */
  number: number
  family: string
  weight: number
}

export interface ImagePlan {
  /** Each image as a worker renders it: a job holds this one object per image, and no copy of it. */
  images: PlannedImage[]
  skipped: Map<string, number>
}

/**
 * Every image of a job in file order (`height` px high when set), and the images no font could draw, counted by reason;
 * `strength` bounds ultra-realistic looks.
 */
export function planImages(
  mode: RenderMode,
  texts: string[],
  choices: RenderChoices,
  set: StyleSet,
  { height, strength }: { height?: number | undefined; strength?: DegradationStrength | undefined } = {},
): ImagePlan {
  const plan: ImagePlan = { images: [], skipped: new Map() }
  const styles = new Map(choices.styles.map((style) => [style.id, style]))
  texts.forEach((text, index) => {
    const { variants, skipped } = planText(mode, text, index, choices, set, strength)
    variants.forEach((variant, number) => {
      const { family, weight } = styles.get(variant.style)!
      plan.images.push({ text, variant, number: number + 1, family, weight, ...(height ? { height } : {}) })
    })
    for (const { reason } of skipped) plan.skipped.set(reason, (plan.skipped.get(reason) ?? 0) + 1)
  })
  return plan
}
