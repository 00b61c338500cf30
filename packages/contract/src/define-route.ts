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
 * `consumes` names a non-JSON body (multipart) that the schema cannot describe.
 */
export interface RouteDefinition<S extends RouteSchema = RouteSchema> {
  method: HttpMethod
  url: string
  consumes?: 'multipart/form-data'
  produces?: 'text/csv' | 'image/*' | 'text/event-stream' | 'application/zip'
  schema: S
}

export const defineRoute = <const S extends RouteSchema>(route: RouteDefinition<S>): RouteDefinition<S> => route
