import type { FastifyReply } from 'fastify'

/**
 * Answers with a file to save: its type, and its name as RFC 6266 gives it (an ASCII name as it is; another as an
 * ASCII stand-in, and itself, Odia included, as `filename*`). The contract types JSON answers; a download goes
 * through the untyped reply.
 */
export function sendDownload(reply: unknown, type: string, name: string, body: unknown): FastifyReply {
  const ascii = name.replace(/[^\x20-\x7e]|"/g, '_')
  const utf8 = ascii === name ? '' : `; filename*=UTF-8''${encodeURIComponent(name)}`
  return (reply as FastifyReply)
    .type(type)
    .header('content-disposition', `attachment; filename="${ascii}"${utf8}`)
    .send(body)
}
