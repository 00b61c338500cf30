import {
  ApiError,
  FinishReason,
  GoogleGenAI,
  type GenerateContentConfig,
  type GenerateContentResponse,
} from '@google/genai'
import { MISSING_KEY, missingKey, type OcrModel } from '@odia-ai/contract'
import { AppError, badRequest } from '../../../errors'
import { backoffDelay, sleep } from './backoff'
import { cleanTranscription } from '../clean-transcription'
import { classifyGeminiError } from './gemini-errors'
import { LINES_INSTRUCTION, LINES_PROMPT, LINES_SCHEMA, readLineAnswer } from './gemini-lines'
import { boxSpace } from '../pixel-box'
import type { FindLinesOptions, LineFinder, LineFinding, OcrImage, Recognition, RecognizeOptions } from '../ocr-engine'
import type { EngineEntry } from '../engine-entry'

/** Gemini API keys are letters, digits, `_` and `-`: a line break, a space or a quote pasted with one would make a broken request. */
const KEY_CHARACTERS = /^[A-Za-z0-9_-]+$/

const SYSTEM_INSTRUCTION =
  'You transcribe Odia (ଓଡ଼ିଆ) text from scanned images for an OCR dataset. Answer with the text only: exactly as written, ' +
  'keeping every line break, in Odia script, with no translation, no transliteration, no commentary and no markdown.'
const PROMPT = 'Transcribe exactly the Odia text in this image, line by line.'

/** Output budget of a first call, and of the one retry after an answer was cut off. */
const OUTPUT_TOKENS = 8192
const LARGER_OUTPUT_TOKENS = 32_768

export interface GeminiEngineOptions {
  /** Held only by this engine, which lives as long as the batch or request that uses it. */
  apiKey: string
  /** Unset means Google; tests point it at the fake server. */
  baseUrl: string | undefined
  timeoutMs: number
  /** First backoff wait between tries of a transient failure. */
  retryBaseMs: number
  maxTries?: number
}

const NO_TEXT_REASONS: Record<string, string> = {
  SAFETY: "Blocked by Gemini's safety filter",
  RECITATION: 'Gemini would not transcribe this image (it looked like a copyrighted text); type the text by hand',
  PROHIBITED_CONTENT: 'Blocked by Gemini as prohibited content',
  BLOCKLIST: "Blocked by Gemini's block list",
  SPII: 'Blocked by Gemini: the image seems to hold sensitive personal information',
}

type Failure = { status: 'failed'; reason: string; modelVersion?: string }

/** One kind of request: what is asked of an image, and how the text of a complete answer becomes an outcome. */
interface Question<Outcome> {
  systemInstruction: string
  prompt: string
  /** Structured output, for a question answered in JSON. */
  output?: Pick<GenerateContentConfig, 'responseMimeType' | 'responseSchema'>
  read: (text: string) => Outcome | Failure
}

const TRANSCRIPTION: Question<Recognition> = {
  systemInstruction: SYSTEM_INSTRUCTION,
  prompt: PROMPT,
  read(answer) {
    const text = cleanTranscription(answer)
    return text ? { status: 'extracted', text } : { status: 'failed', reason: 'Gemini found no text in this image' }
  },
}

/** Every text line with its box, as JSON in Gemini's box convention, converted to pixels of an image of `size`. */
const lineQuestion = (size: { width: number; height: number }): Question<LineFinding> => ({
  systemInstruction: LINES_INSTRUCTION,
  prompt: LINES_PROMPT,
  output: { responseMimeType: 'application/json', responseSchema: LINES_SCHEMA },
  read: (answer) => readLineAnswer(answer, size),
})

const versionOf = (response: GenerateContentResponse) =>
  response.modelVersion ? { modelVersion: response.modelVersion } : {}

/** What a complete HTTP 200 answer holds: the question's outcome, or why there is none (GEMINI.md, "What comes back"). */
function readAnswer<Outcome>(response: GenerateContentResponse, question: Question<Outcome>): Outcome | Failure {
  const version = versionOf(response)
  const blockReason = response.promptFeedback?.blockReason
  if (blockReason)
    return { status: 'failed', reason: `Gemini blocked this image (${blockReason}); type the text by hand`, ...version }
  const finishReason = response.candidates?.[0]?.finishReason
  if (finishReason && finishReason !== FinishReason.STOP) {
    return {
      status: 'failed',
      reason: NO_TEXT_REASONS[finishReason] ?? `Gemini stopped without text (${finishReason})`,
      ...version,
    }
  }
  return { ...question.read(response.text ?? ''), ...version }
}

/** What to do about an error the SDK threw (its status and message hold Gemini's answer). */
const classify = (error: unknown, model: string) =>
  classifyGeminiError(
    error instanceof ApiError ? error.status : undefined,
    error instanceof Error ? error.message : '',
    model,
  )

/** The Gemini OCR engine; the only code that talks to `@google/genai`. It owns the retry loop (the SDK's is off). */
export function createGeminiEngine(options: GeminiEngineOptions): LineFinder {
  const apiKey = options.apiKey.trim()
  // An empty key would make the SDK fall back to server credentials: refuse it before any SDK call.
  if (missingKey('gemini', apiKey)) throw badRequest('GEMINI_KEY_MISSING', MISSING_KEY)
  // Never echo the key: the message only says what is wrong with it.
  if (!KEY_CHARACTERS.test(apiKey))
    throw badRequest('GEMINI_KEY_MALFORMED', 'The API key contains characters an API key cannot have')
  const ai = new GoogleGenAI({
    vertexai: false,
    apiKey,
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      apiVersion: 'v1beta',
      timeout: options.timeoutMs,
    },
  })
  const maxTries = options.maxTries ?? 5

  const call = <Outcome>(
    image: OcrImage,
    question: Question<Outcome>,
    model: string,
    maxOutputTokens: number,
    signal: AbortSignal,
  ) =>
    ai.models.generateContent({
      model,
      contents: [
        {
          role: 'user',
          parts: [
            { inlineData: { mimeType: image.mimeType, data: image.bytes.toString('base64') } },
            { text: question.prompt },
          ],
        },
      ],
      config: {
        ...question.output,
        systemInstruction: question.systemInstruction,
        maxOutputTokens,
        temperature: 0,
        abortSignal: signal,
      },
    })

  /** Asks about one image until it has an outcome: retries transient failures, and a cut-off answer once with a larger limit. */
  const tryUntilOutcome = async <Outcome>(
    image: OcrImage,
    question: Question<Outcome>,
    model: string,
    signal: AbortSignal,
    onRateLimited?: () => void,
  ): Promise<Outcome | Failure> => {
    let outputTokens = OUTPUT_TOKENS
    for (let attempt = 1; ; attempt += 1) {
      signal.throwIfAborted()
      let response: GenerateContentResponse
      try {
        response = await call(image, question, model, outputTokens, signal)
      } catch (error) {
        signal.throwIfAborted()
        const classified = classify(error, model)
        if (classified.action === 'stop') throw classified.error
        if (classified.action === 'fail-image') return { status: 'failed', reason: classified.reason }
        if (attempt >= maxTries) return { status: 'failed', reason: classified.reason }
        if (classified.rateLimited) onRateLimited?.()
        await sleep(Math.max(classified.retryDelayMs ?? 0, backoffDelay(attempt, options.retryBaseMs)), signal)
        continue
      }
      if (response.candidates?.[0]?.finishReason !== FinishReason.MAX_TOKENS) return readAnswer(response, question)
      if (outputTokens === LARGER_OUTPUT_TOKENS) {
        return {
          status: 'failed',
          reason: "Gemini's answer was cut off (too long); split the image or type the rest by hand",
          ...versionOf(response),
        }
      }
      outputTokens = LARGER_OUTPUT_TOKENS
    }
  }

  /** Asks about one image with its own signal, linked to the batch's, so whatever the SDK attaches to it goes with the image. */
  const ask = async <Outcome>(
    image: OcrImage,
    question: Question<Outcome>,
    { model, signal: batchSignal, onRateLimited }: RecognizeOptions,
  ): Promise<Outcome | Failure> => {
    const controller = new AbortController()
    const forward = () => controller.abort(batchSignal.reason)
    if (batchSignal.aborted) forward()
    batchSignal.addEventListener('abort', forward, { once: true })
    try {
      return await tryUntilOutcome(image, question, model, controller.signal, onRateLimited)
    } finally {
      batchSignal.removeEventListener('abort', forward)
    }
  }

  return {
    name: 'gemini',

    recognize: (image: OcrImage, options: RecognizeOptions): Promise<Recognition> => ask(image, TRANSCRIPTION, options),

    /** One request a page, answered in structured JSON; the boxes are converted to pixels of the image the user sees. */
    findLines: async (image: OcrImage, options: FindLinesOptions): Promise<LineFinding> =>
      ask(image, lineQuestion(await boxSpace(image, options)), options),

    async listModels(): Promise<OcrModel[]> {
      const models: OcrModel[] = []
      try {
        const pager = await ai.models.list({ config: { pageSize: 100 } })
        for await (const model of pager) {
          if (!model.name || !model.supportedActions?.includes('generateContent')) continue
          const name = model.name.replace(/^models\//, '')
          models.push({ name, display_name: model.displayName ?? name })
        }
      } catch (error) {
        const classified = classify(error, '')
        if (classified.action === 'stop') throw classified.error
        throw new AppError(
          502,
          'GEMINI_UNAVAILABLE',
          'Gemini did not answer with its list of models; try again in a moment.',
        )
      }
      return models
    },
  }
}

/** Its entry in the server's engine table: the user's key, the configured model unless the request names one. */
export const geminiEngine: EngineEntry<LineFinder> = {
  open: (settings) => ({
    create: (apiKey) =>
      createGeminiEngine({
        apiKey,
        baseUrl: settings.geminiBaseUrl,
        timeoutMs: settings.geminiTimeoutMs,
        retryBaseMs: settings.geminiRetryBaseMs,
      }),
    defaultModel: settings.geminiModel,
    modelChoice: true,
    concurrency: settings.ocrConcurrency,
  }),
}
