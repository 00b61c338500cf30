import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { buildRequest, INITIAL_FORM } from './-synthetic/build-request'
import { GenerationProgress } from './-synthetic/generation-progress'
import { GenerationResult } from './-synthetic/generation-result'
import { GeneratorForm } from './-synthetic/generator-form'
import { useGeneration } from './-synthetic/use-generation'
import './-synthetic/synthetic.css'

export const Route = createFileRoute('/synthetic')({
  component: SyntheticPage,
})

function SyntheticPage() {
  const [form, setForm] = useState(INITIAL_FORM)
  const { generation, start, cancel } = useGeneration()
  const busy = generation.phase === 'generating'
  return (
    <>
      <h1>Synthetic Text Generator</h1>
      <GeneratorForm form={form} busy={busy} onChange={setForm} onSubmit={() => void start(buildRequest(form))} />
      {generation.phase === 'generating' ? <GenerationProgress progress={generation.progress} onCancel={() => void cancel()} /> : null}
      {generation.phase === 'cancelled' ? <p role="status">Generation cancelled.</p> : null}
      {generation.phase === 'error' ? (
        <div className="synthetic-error" role="alert">
          {generation.message}
        </div>
      ) : null}
      {generation.phase === 'result' ? <GenerationResult result={generation.result} /> : null}
    </>
  )
}
