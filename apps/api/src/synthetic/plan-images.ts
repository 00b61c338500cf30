import { planText, type RenderMode, type RenderTask, type StyleSet } from '@odia-ai/renderer'

export interface ImagePlan {
  /** Each image as a worker renders it: a job holds this one object per image, and no copy of it. */
  images: RenderTask[]
  skipped: Map<string, number>
}

/** Every image of a job in file order (`height` px high when set), and the images no font could draw, counted by reason. */
export function planImages(mode: RenderMode, texts: string[], seed: number, set: StyleSet, height?: number): ImagePlan {
  const plan: ImagePlan = { images: [], skipped: new Map() }
  texts.forEach((text, index) => {
    const { variants, skipped } = planText(mode, text, index, seed, set)
    for (const variant of variants) plan.images.push(height ? { text, variant, height } : { text, variant })
    for (const { reason } of skipped) plan.skipped.set(reason, (plan.skipped.get(reason) ?? 0) + 1)
  })
  return plan
}
