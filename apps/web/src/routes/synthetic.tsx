import { isPageMode, type GenerateResponse, type JobProgress, type TopUpSource } from '@odia-ai/contract'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { buildRequest, INITIAL_FORM } from './-synthetic/build-request'
import { GenerationProgress } from './-synthetic/generation-progress'
import { GenerationResult } from './-synthetic/generation-result'
import { GeneratorForm } from './-synthetic/generator-form'
import { reveal } from './-synthetic/reveal'
import { TopUpPanel } from './-synthetic/top-up/top-up-panel'
import { validateSyntheticSearch } from './-synthetic/top-up/top-up-search'
import { TopUpTargets } from './-synthetic/top-up/top-up-targets'
import { withTopUp } from './-synthetic/top-up/with-top-up'
import { useGeneration } from './-synthetic/use-generation'
import './-synthetic/synthetic.css'

/** A cancelled job keeps the images it wrote, with their metadata.csv. */
function cancelledMessage(result: GenerateResponse | undefined, progress: JobProgress): string {
  if (!result) return 'Generation cancelled.'
  return `Generation cancelled: the first ${result.files.length} of ${progress.total - progress.skipped} images are kept, with their metadata.csv.`
}

export const Route = createFileRoute('/synthetic')({
  validateSearch: validateSyntheticSearch,
  component: SyntheticPage,
})

function SyntheticPage() {
  const [form, setForm] = useState(INITIAL_FORM)
  const { top_up: topUpProject } = Route.useSearch()
  const [topUpSource, setTopUpSource] = useState<TopUpSource>('validated')
  const { generation, start, cancel, clear } = useGeneration()
  const busy = generation.phase === 'generating'
  const result = generation.phase === 'result' || generation.phase === 'cancelled' ? generation.result : undefined
  return (
    <>
      <h1>Synthetic Text Generator</h1>
      <GeneratorForm
        form={form}
        busy={busy}
        onChange={setForm}
        onSubmit={() =>
          void start(
            topUpProject === undefined
              ? buildRequest(form)
              : withTopUp(buildRequest(form), form, topUpProject, topUpSource),
          )
        }
        onBlocked={clear}
      >
        {topUpProject === undefined ? null : (
          <TopUpPanel
            project={topUpProject}
            mode={form.mode}
            source={topUpSource}
            onSource={setTopUpSource}
            lines={form.maxSamples}
            onLines={(maxSamples) => setForm({ ...form, maxSamples })}
          />
        )}
      </GeneratorForm>
      {generation.phase === 'generating' ? (
        <GenerationProgress
          progress={generation.progress}
          unit={isPageMode(form.mode) ? 'pages' : 'images'}
          onCancel={() => void cancel()}
        />
      ) : null}
      {generation.phase === 'cancelled' ? (
        <p role="status">{cancelledMessage(generation.result, generation.progress)}</p>
      ) : null}
      {generation.phase === 'error' ? (
        <div ref={reveal} tabIndex={-1} className="synthetic-error" role="alert">
          {generation.message}
        </div>
      ) : null}
      {result?.top_up ? <TopUpTargets topUp={result.top_up} /> : null}
      {result ? <GenerationResult result={result} /> : null}
    </>
  )
}
