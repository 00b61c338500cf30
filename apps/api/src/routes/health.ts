import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getHealth } from '@odia-ai/contract'
import packageJson from '../../package.json' with { type: 'json' }

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...getHealth,
    handler: async () => ({ status: 'ok' as const, version: packageJson.version, uptimeSeconds: process.uptime() }),
  })
}
