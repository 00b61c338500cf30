// `pnpm --filter @odia-ai/fake-gemini dev [port]`: runs the fake standalone; point GEMINI_BASE_URL at the printed URL.
import { startFakeGemini } from './fake-gemini'

const port = Number(process.argv[2] ?? 8090)
const fake = await startFakeGemini({ port })
console.log(`Fake Gemini listening at ${fake.baseUrl} (GEMINI_BASE_URL=${fake.baseUrl})`)
const stop = async () => {
  await fake.close()
  process.exit(0)
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())
