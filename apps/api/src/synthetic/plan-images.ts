import { planText, type RenderChoices, type RenderMode, type StyleSet, type Variant } from '@odia-ai/renderer'

export interface PlannedImage {
  text: string
  variant: Variant
  /** 1 for the first image of its text, 2 for the next… */
  number: number
  family: string
  weight: number
}

export interface ImagePlan {
  images: PlannedImage[]
  skipped: Map<string, number>
}

/** Every image of a job in file order, and the images no font could draw, counted by reason. */
export function planImages(mode: RenderMode, texts: string[], choices: RenderChoices, set: StyleSet): ImagePlan {
  const plan: ImagePlan = { images: [], skipped: new Map() }
  const styles = new Map(choices.styles.map((style) => [style.id, style]))
  texts.forEach((text, index) => {
    const { variants, skipped } = planText(mode, text, index, choices, set)
    variants.forEach((variant, number) => {
      const { family, weight } = styles.get(variant.style)!
      plan.images.push({ text, variant, number: number + 1, family, weight })
    })
    for (const { reason } of skipped) plan.skipped.set(reason, (plan.skipped.get(reason) ?? 0) + 1)
  })
  return plan
}
