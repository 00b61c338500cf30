import { STATUS_CODES } from 'node:http'
import { formatBytes, type ApiErrorBody } from '@odia-ai/contract'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors'

export const GENERIC_SERVER_ERROR =
  'Something went wrong on the server. Try again; if it keeps happening, check the server log.'

export const errorBody = (statusCode: number, code: string, message: string): ApiErrorBody => ({
  statusCode,
  code,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
})

/** One error handler: every failure answers `{ statusCode, code, error, message }`; 5xx details stay in the log. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A download that failed before its first byte (a stream's error) had set its file's type and name: the error is JSON.
      reply.removeHeader('content-disposition').type('application/json; charset=utf-8')
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message))
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const limit = formatBytes(request.routeOptions.bodyLimit ?? 0)
        return reply
          .status(413)
          .send(
            errorBody(
              413,
              'BODY_TOO_LARGE',
              `The request body is larger than the ${limit} ${request.method} ${request.routeOptions.url ?? request.url} takes.`,
            ),
          )
      }
      if (error.validation) {
        const where = error.validationContext ?? 'request'
        return reply.status(400).send(errorBody(400, 'FST_ERR_VALIDATION', `Invalid ${where}: ${error.message}`))
      }
      const statusCode = error.statusCode ?? 500
      if (statusCode >= 400 && statusCode < 500) {
        return reply.status(statusCode).send(errorBody(statusCode, error.code ?? 'BAD_REQUEST', error.message))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send(errorBody(500, 'INTERNAL_SERVER_ERROR', GENERIC_SERVER_ERROR))
    })
  },
  { name: 'error-handler' },
)
