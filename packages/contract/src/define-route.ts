import type { TSchema } from 'typebox'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The schemas of one endpoint; `response` holds one schema per status code, errors included. */
export interface RouteSchema {
  body?: TSchema
  querystring?: TSchema
  params?: TSchema
  response: Record<number, TSchema>
}

/**
 * One endpoint, defined once: the server registers it with `fastify.route({ ...route, handler })`
 * and the web client calls it with `call(route, input)`, so a schema edit is a type error on both sides.
 * `consumes` names a non-JSON body (multipart) that the schema cannot describe. `bodyLimit` is the largest JSON body
 * the endpoint takes, in bytes (see body-limits.ts): every definition with a `body` schema names it.
 */
export interface RouteDefinition<S extends RouteSchema = RouteSchema> {
  method: HttpMethod
  url: string
  consumes?: 'multipart/form-data'
  produces?: 'text/csv' | 'image/*' | 'text/event-stream' | 'application/zip'
  bodyLimit?: number
  schema: S
}

/** A definition whose schema has a body must say how large a body it takes. */
type BodyLimitOf<S extends RouteSchema> = S extends { body: TSchema } ? { bodyLimit: number } : unknown

export const defineRoute = <const S extends RouteSchema>(
  route: RouteDefinition<S> & BodyLimitOf<S>,
): RouteDefinition<S> => route
