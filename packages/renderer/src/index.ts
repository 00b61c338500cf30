export { describeCharacters, missingCharacters, type Coverage } from './fonts/coverage'
export { DEFAULT_STYLE_ID, fontCatalog, type FontStyle } from './fonts/font-catalog'
export { GRAY_PNG_DEFLATE, grayPng, isWholeGrayPng } from './encode/gray-png'
export { cropMargin, cropRect, lineCropRect, type PixelBox, type PixelRect } from './pages/line-crop-rect'
export { MAX_LINE_PIXELS } from './lines/line-pixels'
export { LineRenderer } from './lines/line-renderer'
export type { RenderedImage, RenderTask } from './lines/line-task'
export {
  drawSize,
  imagesPerText,
  planText,
  type RenderMode,
  type Skip,
  type TextPlan,
  type Variant,
} from './lines/modes'
export { PageLayout } from './pages/page-layout'
export { PageRenderer } from './pages/page-renderer'
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
} from './pages/page-task'
export { seededRandom } from './random'
export type { RealisticLook } from './scan/realistic-look'
export {
  defaultChoices,
  isSizeRange,
  RenderOptionError,
  resolveChoices,
  type RenderChoices,
  type RenderOptions,
} from './lines/render-choices'
export { RenderPool, type PageFiles } from './pool/render-pool'
export { loadStyleSet, type StyleSet } from './fonts/style-set'
