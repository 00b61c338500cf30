/**
 * The blur the canvas drew for a look's σ (a shadow of blur 2σ), as the kernels' σ that draws the same: Skia's blur is
 * narrower than a Gaussian of that σ between 0.5 and 1.5 px (it changes method near 1 px), and the looks' legibility
 * bounds were measured with it. Fitted on 1- and 3-px lines; in between, linear.
 */
const CANVAS_BLUR: ReadonlyArray<readonly [look: number, kernels: number]> = [
  [0.4, 0.39],
  [0.5, 0.45],
  [0.6, 0.53],
  [0.7, 0.59],
  [0.8, 0.65],
  [0.9, 0.69],
  [1.0, 0.79],
  [1.1, 0.97],
  [1.2, 1.14],
  [1.3, 1.18],
  [1.4, 1.28],
  [1.5, 1.38],
  [1.6, 1.52],
  [1.8, 1.71],
]

export function canvasBlurSigma(sigma: number): number {
  const [first, last] = [CANVAS_BLUR[0]!, CANVAS_BLUR.at(-1)!]
  if (sigma <= first[0]) return (sigma * first[1]) / first[0]
  if (sigma >= last[0]) return (sigma * last[1]) / last[0]
  const upper = CANVAS_BLUR.findIndex(([look]) => look >= sigma)
  const [[lookA, kernelsA], [lookB, kernelsB]] = [CANVAS_BLUR[upper - 1]!, CANVAS_BLUR[upper]!]
  return kernelsA + ((sigma - lookA) / (lookB - lookA)) * (kernelsB - kernelsA)
}

/** A blur of `sigma` px as the blur kernel takes it: whole binomial passes (σ² 1/2 each), and the rest as a side weight in 256ths (σ² side/128). */
export function blurPasses(sigma: number): [passes: number, side: number] {
  const passes = Math.floor(2 * sigma * sigma)
  return [passes, Math.round((sigma * sigma - passes / 2) * 128)]
}
