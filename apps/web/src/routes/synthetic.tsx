import { isPageMode, type GenerateResponse, type JobProgress } from '@odia-ai/contract'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { buildRequest, INITIAL_FORM } from './-synthetic/build-request'
import { GenerationProgress } from './-synthetic/generation-progress'
import { GenerationResult } from './-synthetic/generation-result'
import { GeneratorForm } from './-synthetic/generator-form'
import { useGeneration } from './-synthetic/use-generation'
import './-synthetic/synthetic.css'

/** A cancelled job keeps the images it wrote, with their metadata.csv. */
function cancelledMessage(result: GenerateResponse | undefined, progress: JobProgress): string {
  if (!result) return 'Generation cancelled.'
  return `Generation cancelled: the first ${result.files.length} of ${progress.total - progress.skipped} images are kept, with their metadata.csv.`
}

export const Route = createFileRoute('/synthetic')({
  component: SyntheticPage,
})

function SyntheticPage() {
  const [form, setForm] = useState(INITIAL_FORM)
  const { generation, start, cancel, clear } = useGeneration()
  const busy = generation.phase === 'generating'
  const result = generation.phase === 'result' || generation.phase === 'cancelled' ? generation.result : undefined
  return (
    <>
      <h1>Synthetic Text Generator</h1>
      <GeneratorForm form={form} busy={busy} onChange={setForm} onSubmit={() => void start(buildRequest(form))} onBlocked={clear} />
      {generation.phase === 'generating' ? <GenerationProgress progress={generation.progress} unit={isPageMode(form.mode) ? 'pages' : 'images'} onCancel={() => void cancel()} /> : null}
      {generation.phase === 'cancelled' ? <p role="status">{cancelledMessage(generation.result, generation.progress)}</p> : null}
      {generation.phase === 'error' ? (
        <div className="synthetic-error" role="alert">
          {generation.message}
        </div>
      ) : null}
      {result ? <GenerationResult result={result} /> : null}
    </>
  )
}
