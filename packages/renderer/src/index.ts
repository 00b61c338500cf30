export { describeCharacters, missingCharacters, type Coverage } from './coverage'
export { DEFAULT_STYLE_ID, fontCatalog, type FontStyle } from './font-catalog'
export { GRAY_PNG_DEFLATE, grayPng, isWholeGrayPng } from './gray-png'
export { cropMargin, cropRect, lineCropRect, type PixelBox, type PixelRect } from './line-crop-rect'
export { MAX_LINE_PIXELS } from './line-pixels'
export { LineRenderer, type RenderedImage, type RenderTask } from './line-renderer'
export {
  drawSize,
  imagesPerText,
  planText,
  type RenderMode,
  type Skip,
  type StyleSet,
  type TextPlan,
  type Variant,
} from './modes'
export { PageLayout } from './page-layout'
export { PageRenderer } from './page-renderer'
export {
  PAGE_SIZE,
  PAGE_SIZES,
  type PageLine,
  type PageLineInk,
  type PageLook,
  type PageOptions,
  type PageTask,
  type Point,
  type RenderedPage,
  type RenderedPageInfo,
} from './page-task'
export { seededRandom } from './random'
export type { RealisticLook } from './realistic-look'
export {
  defaultChoices,
  isSizeRange,
  RenderOptionError,
  resolveChoices,
  type RenderChoices,
  type RenderOptions,
} from './render-choices'
export { RenderPool, type PageFiles } from './render-pool'
export { loadStyleSet } from './style-set'
