import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'

describe('GET /api/health', () => {
  it('answers JSON with the status and version', async () => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toMatchObject({ status: 'ok', version: expect.any(String) })
  })
})
