import { describe, expect, it } from 'vitest'
import * as contract from '../src/index'
import type { RouteDefinition } from '../src/index'

const routes = Object.values(contract as Record<string, unknown>).filter(
  (value: unknown): value is RouteDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'url' in value,
)

describe('route definitions', () => {
  it('cover every endpoint of the spec, plus health, jobs, projects, review, dataset uploads and models', () => {
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/jobs/:id',
      'DELETE /api/models/:id',
      'DELETE /api/ocr/images/:name',
      'DELETE /api/projects/:id',
      'GET /api/health',
      'GET /api/jobs/:id',
      'GET /api/jobs/:id/events',
      'GET /api/models',
      'GET /api/models/:id/download',
      'GET /api/ocr/annotations',
      'GET /api/ocr/flags',
      'GET /api/ocr/lines',
      'GET /api/ocr/lines/summary',
      'GET /api/ocr/people',
      'GET /api/ocr/readings',
      'GET /api/ocr/readings/summary',
      'GET /api/ocr/readings/validated',
      'GET /api/ocr/weak-clusters',
      'GET /api/projects',
      'GET /api/projects/:id/model',
      'GET /api/synthetic/outputs/:folder/archive',
      'GET /api/training',
      'GET /images/:name',
      'PATCH /api/projects/:id',
      'POST /api/models',
      'POST /api/ocr/export',
      'POST /api/ocr/export/lines',
      'POST /api/ocr/export/lines/check',
      'POST /api/ocr/import',
      'POST /api/ocr/jobs',
      'POST /api/ocr/lines/detect',
      'POST /api/ocr/models',
      'POST /api/ocr/process',
      'POST /api/ocr/readings/accept',
      'POST /api/ocr/review',
      'POST /api/ocr/save',
      'POST /api/ocr/upload',
      'POST /api/projects',
      'POST /api/projects/:id/reread',
      'POST /api/synthetic/generate',
      'POST /api/synthetic/jobs',
      'POST /api/synthetic/uploads',
      'POST /api/training',
      'PUT /api/ocr/lines',
      'PUT /api/projects/:id/model',
    ])
  })

  it.each(routes.map((route) => [route.url, route]))(
    '%s declares its error answers with the one error shape',
    (_url, route) => {
      const errors = Object.entries(route.schema.response).filter(([status]) => Number(status) >= 400)
      expect(errors.length).toBeGreaterThan(0)
      for (const [, schema] of errors) expect(schema).toBe(contract.ErrorSchema)
    },
  )
})

describe('the project of an OCR request', () => {
  it.each(
    routes
      .filter(
        (route) =>
          (route.url.startsWith('/api/ocr/') && route.url !== '/api/ocr/models') || route.url.startsWith('/images/'),
      )
      .map((route) => [`${route.method} ${route.url}`, route]),
  )('%s takes ?project=<id>', (_name, route) => {
    const query: { properties?: Record<string, unknown> } | undefined = route.schema.querystring
    expect(query?.properties?.project).toMatchObject({ type: 'integer', minimum: 1 })
  })
})
