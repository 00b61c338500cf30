import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { noInheritedNameLookup } from '@odia-ai/eslint-config/rules/no-inherited-name-lookup'
import { ownValue } from '../src/own-value'

/** Names every plain object answers from its prototype. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']

describe('ownValue', () => {
  it("answers only a map's own values, whatever the name", () => {
    const parsed = JSON.parse('{"__proto__": 1, "a.png": 2}') as Record<string, number>
    expect(INHERITED.map((name) => ownValue(parsed, name))).toEqual([1, undefined, undefined, undefined, undefined])
    expect(ownValue(parsed, 'a.png')).toBe(2)
    expect(INHERITED.map((name) => ownValue(Object.fromEntries(INHERITED.map((key) => [key, key])), name))).toEqual(
      INHERITED,
    )
  })
})

/** The first case builds the TypeScript program the rule reads its types from: seconds on a loaded machine. */
const RULE_CASE_TIMEOUT_MS = 60_000

RuleTester.describe = describe
RuleTester.it = (name: string, test: () => void) => it(name, test, RULE_CASE_TIMEOUT_MS)
RuleTester.itOnly = (name: string, test: () => void) => it.only(name, test, RULE_CASE_TIMEOUT_MS)

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { projectService: { allowDefaultProject: ['*.ts'] }, tsconfigRootDir: root },
  },
})
const at = (code: string) => ({ code, filename: join(root, 'probe.ts') })
const wrong = (code: string, messageId: 'read' | 'write' | 'in') => ({ ...at(code), errors: [{ messageId }] })

tester.run('no-inherited-name-lookup', noInheritedNameLookup, {
  valid: [
    // Known keys, numbers, Maps, own-property helpers, building by entries, deleting.
    at("declare const map: Record<string, number>; export const a = map['a.png'] ?? map.b"),
    at("declare const map: Record<'a' | 'b', number>; declare const key: 'a' | 'b'; export const a = map[key]"),
    at('declare const list: string[]; declare const i: number; export const a = list[i]'),
    at('declare const map: Map<string, number>; declare const name: string; export const a = map.get(name)'),
    at(
      'declare const map: Record<string, number>; declare const name: string; export const a = Object.hasOwn(map, name)',
    ),
    at('declare const name: string; export const a = Object.fromEntries([[name, 1]]); export const b = { [name]: 1 }'),
    at('declare const map: Record<string, number>; declare const name: string; export {}; delete map[name]'),
    at("declare const reply: { error: string } | { value: number }; export const a = 'error' in reply"),
  ],
  invalid: [
    wrong('declare const map: Record<string, number>; declare const name: string; export const a = map[name]', 'read'),
    wrong(
      'declare const map: Partial<Record<string, number>> | undefined; declare const name: string; export const a = map?.[name]',
      'read',
    ),
    wrong(
      'declare const map: { [name: string]: number }; declare const name: string; export {}; map[name] = 1',
      'write',
    ),
    wrong('declare const map: Record<string, number>; declare const name: string; export {}; map[name] += 1', 'write'),
    wrong('declare const map: Record<string, number>; declare const name: string; export const a = name in map', 'in'),
  ],
})
