export {
  checkOrthography,
  ORTHOGRAPHY_RULES,
  type CheckOptions,
  type OrthographyFlag,
  type RuleName,
} from './check-orthography.js'
export type { OrthographyRule, Severity } from './rule.js'
export { conjunctOf } from './conjunct.js'
