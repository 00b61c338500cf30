import { counted, lineCheckSections, type LineCheckReport, type LineExportFormat } from '@odia-ai/contract'

/**
 * The trainer-safe check on the page: its verdict at a glance, and the report (as in `export-report.txt`) a click
 * away, what breaks trainers apart from what is only worth a look, which is never shown as a fault.
 */
export function LineCheckSummary({ report, format }: { report: LineCheckReport; format: LineExportFormat }) {
  const { summary, breaks, notes } = lineCheckSections(report, format)
  const verdict = breaks ? 'some break trainers' : notes ? 'safe to train, with notes worth a look' : 'nothing found'
  return (
    <details className={`ocr-line-check${breaks ? ' ocr-line-check--breaks' : ''}`} open={!!breaks}>
      <summary>{`Trainer-safe check: ${counted(report.lines, 'line')}, ${verdict}`}</summary>
      <div className="ocr-line-check__report">
        <pre>{summary}</pre>
        {breaks && (
          <section aria-label="Breaks trainers" className="ocr-line-check__breaks">
            <pre>{breaks}</pre>
          </section>
        )}
        {notes && (
          <section aria-label="Worth a look" className="ocr-line-check__notes">
            <pre>{notes}</pre>
          </section>
        )}
      </div>
    </details>
  )
}
