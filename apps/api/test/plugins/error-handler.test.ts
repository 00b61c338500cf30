import { Readable } from 'node:stream'
import Fastify from 'fastify'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../src/errors'
import { errorHandlerPlugin, GENERIC_SERVER_ERROR } from '../../src/plugins/error-handler'

async function appWithRoutes() {
  const app = Fastify({ logger: false })
  await app.register(errorHandlerPlugin)
  app.post('/validated', { schema: { body: Type.Object({ name: Type.String() }) } }, async () => ({ ok: true }))
  app.get('/domain', async () => {
    throw new AppError(422, 'CSV_MISSING_COLUMN', 'The CSV has no column "text"; it has: a, b')
  })
  app.get('/crash', async () => {
    throw new Error('secret database path /var/x')
  })
  return app
}

describe('error handler', () => {
  it('turns a schema failure into a 400 naming the problem', async () => {
    const app = await appWithRoutes()
    const response = await app.inject({ method: 'POST', url: '/validated', payload: { title: 'x' } })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request' })
    expect(body.message).toMatch(/^Invalid body: .*name/)
  })

  it('passes a domain error through with its status, code and message', async () => {
    const app = await appWithRoutes()
    const response = await app.inject({ method: 'GET', url: '/domain' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      statusCode: 422,
      code: 'CSV_MISSING_COLUMN',
      error: 'Unprocessable Entity',
      message: 'The CSV has no column "text"; it has: a, b',
    })
  })

  it('hides the details of a server failure', async () => {
    const app = await appWithRoutes()
    const response = await app.inject({ method: 'GET', url: '/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      error: 'Internal Server Error',
      message: GENERIC_SERVER_ERROR,
    })
    expect(response.body).not.toContain('secret')
  })

  it('answers malformed JSON with a 400', async () => {
    const app = await appWithRoutes()
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
  })

  it('answers a download whose stream fails before its first byte as a JSON 500, no longer an attachment', async () => {
    const app = await appWithRoutes()
    app.get('/download', async (_request, reply) => {
      const failing = new Readable({ read: () => failing.destroy(new Error('secret file path /var/x')) })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="a.csv"')
        .send(failing)
    })
    const response = await app.inject({ method: 'GET', url: '/download' })
    expect(response.statusCode).toBe(500)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['content-disposition']).toBeUndefined()
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      error: 'Internal Server Error',
      message: GENERIC_SERVER_ERROR,
    })
  })
})
