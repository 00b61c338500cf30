import { GenerateRequestSchema, ownValue, type GenerateRequest } from '@odia-ai/contract'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { AppError } from '../errors'

/**
 * `pnpm synth` takes every field of the generate request as a flag of the same name (`image_height` is
 * `--image-height`), typed and checked by the contract's schema, so the CLI and the API take the same options.
 */

/**
 * Fields that are not flags: the CLI fills the text from --input and the job name from --out; an uploaded file and a
 * top-up from an annotation project exist only on a server.
 */
const FILLED_BY_CLI = new Set(['text', 'output_subdir', 'upload_id', 'top_up'])
/** Earlier flag names, still taken, and the flag each stands for. */
const ALIASES = new Map([
  ['height', 'image-height'],
  ['style', 'dataset-style'],
])

type FieldSchema = TSchema & { type?: string; items?: { type?: string }; description?: string; enum?: string[] }
const properties = new Map(Object.entries(GenerateRequestSchema.properties as Record<string, FieldSchema>))
const FIELDS = [...properties.keys()].filter((field) => !FILLED_BY_CLI.has(field))
const flagOf = (field: string) => field.replaceAll('_', '-')

const bad = (message: string) => new AppError(400, 'BAD_ARGUMENT', message)

const isSwitch = (field: string) => properties.get(field)!.type === 'boolean'

/**
 * The parseArgs options of the request's flags: a list flag may repeat, and each value may hold several,
 * comma-separated; a yes/no field is a switch (`--rotation` turns it on).
 */
export function requestFlagOptions(): Record<string, { type: 'string' | 'boolean'; multiple: true }> {
  const flags = [
    ...FIELDS.map((field) => [flagOf(field), isSwitch(field)] as const),
    ...[...ALIASES.keys()].map((alias) => [alias, false] as const),
  ]
  return Object.fromEntries(flags.map(([flag, on]) => [flag, { type: on ? 'boolean' : 'string', multiple: true }]))
}

/** One line of --help per request flag, from the schema's descriptions and enums. */
export function requestFlagHelp(): string {
  return FIELDS.map((field) => {
    const schema = properties.get(field)!
    const what = schema.enum ? schema.enum.join(' | ') : (schema.description ?? '')
    const list = schema.type === 'array' ? ' (a list: comma-separated or repeated)' : ''
    return `  --${flagOf(field).padEnd(14)} ${what}${list}`
  }).join('\n')
}

export function wholeNumber(flag: string, value: string): number {
  if (!/^\d+$/.test(value)) throw bad(`--${flag} must be a whole number, not "${value}".`)
  return Number(value)
}

function fieldValue(field: string, values: Array<string | boolean>): unknown {
  const schema = properties.get(field)!
  const flag = flagOf(field)
  if (isSwitch(field)) return true
  if (schema.type === 'array') {
    const items = values
      .flatMap((value) => String(value).split(','))
      .map((item) => item.trim())
      .filter(Boolean)
    return schema.items?.type === 'integer' ? items.map((item) => wholeNumber(flag, item)) : items
  }
  if (values.length > 1) throw bad(`--${flag} is given ${values.length} times; give it once.`)
  return schema.type === 'integer' ? wholeNumber(flag, String(values[0])) : values[0]
}

/** The request the flags make, checked against the contract's schema; a bad value is refused naming its flag. */
export function requestFromFlags(
  parsed: Record<string, Array<string | boolean> | undefined>,
): Partial<GenerateRequest> {
  const request: Record<string, unknown> = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const alias = [...ALIASES].find(([, flag]) => flag === flagOf(field))?.[0]
      const values = [...(ownValue(parsed, flagOf(field)) ?? []), ...(alias ? (ownValue(parsed, alias) ?? []) : [])]
      return values.length > 0 ? [[field, fieldValue(field, values)]] : []
    }),
  )
  if (request.mode === undefined) throw bad(`--mode must be one of ${properties.get('mode')!.enum!.join(', ')}.`)
  const [error] = Value.Errors(GenerateRequestSchema, request)
  if (error) {
    const [field = '', item] = error.instancePath.split('/').slice(1)
    if (error.keyword === 'enum')
      throw bad(`--${flagOf(field)} must be one of ${properties.get(field)!.enum!.join(', ')}.`)
    const value = item === undefined ? ownValue(request, field) : (ownValue(request, field) as unknown[])[Number(item)]
    throw bad(`--${flagOf(field)} ${JSON.stringify(value)} ${error.message}.`)
  }
  return request
}
