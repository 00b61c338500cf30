import fp from 'fastify-plugin'
import { JobRegistry } from '../jobs/job-registry'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRegistry
  }
}

/** The registry of background jobs; running jobs are cancelled when the server closes. */
export const jobsPlugin = fp(
  async (app) => {
    const jobs = new JobRegistry(app.log)
    app.decorate('jobs', jobs)
    app.addHook('preClose', async () => jobs.closeAll())
  },
  { name: 'jobs' },
)
