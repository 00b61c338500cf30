import type { Rule } from 'eslint'

export const noInheritedNameLookup: Rule.RuleModule
