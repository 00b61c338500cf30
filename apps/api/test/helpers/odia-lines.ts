// Tests draw their Odia lines with the same renderer as the page generator.
export { renderOdiaLine } from '../../src/eval/line-page'
