import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CallCounter, contentReply, DEFAULT_TEXT, keyRefusal, linesAnswer, linesOfText, replyDelay } from './behaviours'
import { FAKE_MODELS, findModel, modelResource } from './models'
import { apiError, type Reply } from './wire'

/** Mime types Gemini accepts for an image part. */
const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif']

/** One request as the fake saw it; never holds the API key. */
export interface FakeGeminiRequest {
  method: string
  path: string
  hasKey: boolean
  model?: string
  /** SHA-256 (hex) and mime type of each image part. */
  images?: Array<{ sha256: string; mimeType: string }>
  prompt?: string
  systemInstruction?: string
  maxOutputTokens?: number
  /** Structured output asked for: `application/json` and its schema, as a line request does. */
  responseMimeType?: string
  responseSchema?: unknown
  status?: number
}

export interface FakeGeminiOptions {
  /** SHA-256 (hex) of an image's bytes → the text to answer for it. */
  fixtures?: Record<string, string>
  /**
   * SHA-256 (hex) of an image's bytes → the value answered, as JSON, for a line request about it; an image without
   * one is answered the lines of its text (see `linesOfText`).
   */
  lineFixtures?: Record<string, unknown>
  port?: number
  host?: string
}

export interface FakeGemini {
  /** Pass as the SDK's `httpOptions.baseUrl` (the server's GEMINI_BASE_URL). */
  baseUrl: string
  requests: FakeGeminiRequest[]
  close: () => Promise<void>
}

interface Part {
  text?: string
  inlineData?: { mimeType?: string; data?: string }
}

interface GenerateBody {
  contents?: Array<{ parts?: Part[] }>
  systemInstruction?: { parts?: Part[] }
  generationConfig?: {
    maxOutputTokens?: number
    responseMimeType?: string
    responseSchema?: unknown
    responseJsonSchema?: unknown
  }
}

const EMPTY_SHA256 = createHash('sha256').digest('hex')
const MODEL_PATH = /^\/[^/]+\/models\/([^/:]+)(?::([A-Za-z]+))?$/
const LIST_PATH = /^\/[^/]+\/models$/

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, reply: Reply): void {
  if (reply.html !== undefined) {
    response.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8' }).end(reply.html)
    return
  }
  response
    .writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(reply.body))
}

const textOf = (parts: Part[] | undefined): string | undefined =>
  parts
    ?.filter((part) => typeof part.text === 'string')
    .map((part) => part.text)
    .join('\n') || undefined

/** Starts a stand-in for the Gemini API on a free local port (see ../../shared/GEMINI.md for its behaviours). */
export async function startFakeGemini(options: FakeGeminiOptions = {}): Promise<FakeGemini> {
  const fixtures = options.fixtures ?? {}
  const lineFixtures = options.lineFixtures ?? {}
  const requests: FakeGeminiRequest[] = []
  const counter = new CallCounter()
  const timers = new Set<NodeJS.Timeout>()

  const generate = async (
    key: string,
    modelName: string,
    raw: string,
    entry: FakeGeminiRequest,
  ): Promise<Reply | undefined> => {
    let body: GenerateBody
    try {
      body = JSON.parse(raw) as GenerateBody
    } catch {
      return apiError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.')
    }
    const parts = body.contents?.flatMap((content) => content.parts ?? []) ?? []
    const images = parts.flatMap((part) => (part.inlineData ? [part.inlineData] : []))
    entry.images = images.map((image) => ({
      sha256: createHash('sha256')
        .update(Buffer.from(image.data ?? '', 'base64'))
        .digest('hex'),
      mimeType: image.mimeType ?? '',
    }))
    entry.prompt = textOf(parts)
    entry.systemInstruction = textOf(body.systemInstruction?.parts)
    const config = body.generationConfig ?? {}
    entry.maxOutputTokens = config.maxOutputTokens
    entry.responseMimeType = config.responseMimeType
    entry.responseSchema = config.responseSchema ?? config.responseJsonSchema
    // A line request is the only one that asks for JSON with a schema.
    const wantsLines = entry.responseMimeType === 'application/json' && entry.responseSchema !== undefined

    const model = findModel(modelName)
    if (!model || !model.supportedGenerationMethods.includes('generateContent')) {
      return apiError(
        404,
        'NOT_FOUND',
        `models/${modelName} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
      )
    }
    const image = entry.images[0]
    if (
      !image ||
      !entry.images.every((each) => ACCEPTED_IMAGE_TYPES.includes(each.mimeType) && each.sha256 !== EMPTY_SHA256)
    ) {
      return apiError(
        400,
        'INVALID_ARGUMENT',
        'Unable to process input image. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
      )
    }
    const failure = counter.transientFailure(key)
    if (failure) return failure
    const delay = replyDelay(key)
    if (delay === undefined) return undefined
    if (delay > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer)
          resolve()
        }, delay)
        timers.add(timer)
      })
    }
    const text = fixtures[image.sha256] ?? DEFAULT_TEXT
    const answer = wantsLines ? linesAnswer(key, lineFixtures[image.sha256] ?? linesOfText(text)) : text
    return contentReply(key, answer, model.version)
  }

  const route = async (request: IncomingMessage, entry: FakeGeminiRequest): Promise<Reply | undefined> => {
    const key = request.headers['x-goog-api-key']
    const refusal = keyRefusal(typeof key === 'string' ? key : undefined)
    if (refusal) return refusal
    const apiKey = key as string
    const raw = await readBody(request)
    if (request.method === 'GET' && LIST_PATH.test(entry.path))
      return { status: 200, body: { models: FAKE_MODELS.map(modelResource) } }
    const match = MODEL_PATH.exec(entry.path)
    if (!match) return apiError(404, 'NOT_FOUND', `No route for ${request.method} ${entry.path}.`)
    const [, modelName = '', method] = match
    entry.model = modelName
    if (request.method === 'POST' && method === 'generateContent') return generate(apiKey, modelName, raw, entry)
    if (request.method === 'GET' && method === undefined) {
      const model = findModel(modelName)
      return model
        ? { status: 200, body: modelResource(model) }
        : apiError(404, 'NOT_FOUND', `Model models/${modelName} is not found.`)
    }
    return apiError(404, 'NOT_FOUND', `No route for ${request.method} ${entry.path}.`)
  }

  const server = createServer((request, response) => {
    const entry: FakeGeminiRequest = {
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', 'http://fake').pathname,
      hasKey: typeof request.headers['x-goog-api-key'] === 'string',
    }
    requests.push(entry)
    route(request, entry)
      .then((reply) => {
        if (!reply) return // `hang`: never answer; close() drops the connection
        entry.status = reply.status
        send(response, reply)
      })
      .catch((error: unknown) => {
        entry.status = 500
        send(response, apiError(500, 'INTERNAL', `Fake server error: ${String(error)}`))
      })
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { address, port } = server.address() as AddressInfo
  return {
    baseUrl: `http://${address}:${port}`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
