import type { ClusterTarget, TopUpResult } from '@odia-ai/contract'

/** Markdown's own characters, escaped so a cluster shows as itself in a table cell. */
const cell = (text: string) => text.replace(/[\\|`*_[\]<>]/g, (char) => `\\${char}`)

/** The weak clusters' target and achieved counts as a Markdown table (for the dataset card). */
export function clusterTargetsTable(targets: readonly ClusterTarget[]): string {
  const rows = targets.map(({ cluster, target, achieved }) => `| ${cell(cluster)} | ${target} | ${achieved} |`)
  return ['| Cluster | Target | Achieved |', '| --- | ---: | ---: |', ...rows].join('\n') + '\n'
}

/** The dataset card's top-up section: where the lines came from, then the table. */
export function topUpMarkdown(topUp: TopUpResult): string {
  const source = topUp.source === 'validated' ? "the project's validated texts" : 'the input text'
  return [
    '## Targeted top-up',
    '',
    `Lines chosen to over-represent the grapheme clusters the OCR engine gets wrong in annotation project ${topUp.project}:`,
    `${topUp.lines} of ${topUp.candidates} distinct lines of ${source}. Counts are occurrences in the chosen lines' texts.`,
    '',
    clusterTargetsTable(topUp.targets),
  ].join('\n')
}
