import { type ApiErrorBody, ownValue, type RouteDefinition, type RouteSchema } from '@odia-ai/contract'
import type { Static, TSchema } from 'typebox'

type Field<S extends RouteSchema, K extends 'body' | 'params' | 'querystring'> = K extends keyof S
  ? S[K] extends TSchema
    ? object extends Static<S[K]>
      ? { [P in K]?: Static<S[K]> } // every field optional (such as `?project=`): the whole may be left out
      : { [P in K]: Static<S[K]> }
    : { [P in K]?: never }
  : { [P in K]?: never }

/** What a call needs: the route's typed body, params and query; a FormData for multipart routes. */
export type CallInput<S extends RouteSchema> = Field<S, 'body'> &
  Field<S, 'params'> &
  Field<S, 'querystring'> & { formData?: FormData; signal?: AbortSignal }

/** The route's success answer (200, 201 for something created, or 202 for work that starts in the background). */
export type CallOutput<S extends RouteSchema> = S['response'][200] extends TSchema
  ? Static<S['response'][200]>
  : S['response'][201] extends TSchema
    ? Static<S['response'][201]>
    : S['response'][202] extends TSchema
      ? Static<S['response'][202]>
      : void

/** A non-OK answer: the HTTP status text, and the server's own message when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? statusText)
    this.name = 'ApiError'
  }
}

/** A path parameter or query value as the URL spells it (a route's schema allows only scalars there). */
const urlText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''

/** `/images/:name` + `{ name: 'a b.png' }` → `/images/a%20b.png`. */
export function buildUrl(url: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = url.replace(/:(\w+)/g, (_match, key: string) =>
    encodeURIComponent(urlText(params && ownValue(params, key))),
  )
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, urlText(value))
  const queryString = search.toString()
  return queryString ? `${path}?${queryString}` : path
}

async function send<S extends RouteSchema>(route: RouteDefinition<S>, input: CallInput<S>): Promise<Response> {
  const { body, params, querystring, formData, signal } = input as {
    body?: unknown
    params?: Record<string, unknown>
    querystring?: Record<string, unknown>
    formData?: FormData
    signal?: AbortSignal
  }
  const init: RequestInit = { method: route.method, headers: { accept: 'application/json' } }
  if (signal) init.signal = signal
  if (formData) init.body = formData
  else if (body !== undefined) {
    init.body = JSON.stringify(body)
    init.headers = { ...init.headers, 'content-type': 'application/json' }
  }
  const response = await fetch(buildUrl(route.url, params, querystring), init)
  if (!response.ok) throw new ApiError(response.status, response.statusText, await readErrorBody(response))
  return response
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>
    return typeof body.message === 'string' ? (body as ApiErrorBody) : undefined
  } catch {
    return undefined
  }
}

/** Calls a contract route and returns its typed JSON answer; throws `ApiError` on a non-OK status. */
export async function call<S extends RouteSchema>(
  route: RouteDefinition<S>,
  input: CallInput<S>,
): Promise<CallOutput<S>> {
  const response = await send(route, input)
  return (await response.json()) as CallOutput<S>
}

/** Calls a contract route that answers a large file, whose body is then read as it arrives (to show progress). */
export function callForResponse<S extends RouteSchema>(
  route: RouteDefinition<S>,
  input: CallInput<S>,
): Promise<Response> {
  return send(route, input)
}

/** Calls a contract route that answers a file (CSV, image) and returns it as a Blob. */
export async function callForBlob<S extends RouteSchema>(
  route: RouteDefinition<S>,
  input: CallInput<S>,
): Promise<Blob> {
  const response = await send(route, input)
  return response.blob()
}
