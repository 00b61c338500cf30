import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/synthetic')({
  component: SyntheticPage,
})

function SyntheticPage() {
  return <h1>Synthetic Text Generator</h1>
}
