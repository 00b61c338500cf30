import fp from 'fastify-plugin'
import { TrainingService } from '../training/job/training-service'
import { projectMistakes } from './synthetic'

declare module 'fastify' {
  interface FastifyInstance {
    training: TrainingService
  }
}

interface TrainingOptions {
  dataDir: string
  /** The shipped base model's folder. */
  baseModelDir: string
  renderWorkers: number
}

/**
 * The training job (one at a time). At start-up, a training the last server was running when it stopped is marked
 * failed and what it had written is removed.
 */
export const trainingPlugin = fp<TrainingOptions>(
  async (app, { dataDir, baseModelDir, renderWorkers }) => {
    const training = new TrainingService({
      dataDir,
      baseModelDir,
      renderWorkers,
      jobs: app.jobs,
      project: (id) => app.projects.ocr(id),
      mistakes: projectMistakes(app),
      log: app.log,
    })
    await training.recover()
    app.decorate('training', training)
  },
  { name: 'training', dependencies: ['jobs', 'ocr'] },
)
