import type { DegradationStrength } from '@odia-ai/contract'
import { planText, type RenderMode, type StyleSet, type Variant } from '@odia-ai/renderer'

export interface PlannedImage {
  text: string
  variant: Variant
}

export interface ImagePlan {
  images: PlannedImage[]
  skipped: Map<string, number>
}

/** Every image of a job in file order, and the images no font could draw, counted by reason; `strength` bounds ultra-realistic looks. */
export function planImages(mode: RenderMode, texts: string[], seed: number, set: StyleSet, strength?: DegradationStrength): ImagePlan {
  const plan: ImagePlan = { images: [], skipped: new Map() }
  texts.forEach((text, index) => {
    const { variants, skipped } = planText(mode, text, index, seed, set, strength)
    for (const variant of variants) plan.images.push({ text, variant })
    for (const { reason } of skipped) plan.skipped.set(reason, (plan.skipped.get(reason) ?? 0) + 1)
  })
  return plan
}
