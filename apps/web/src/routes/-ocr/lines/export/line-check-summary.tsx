import { lineCheckText, type LineCheckReport, type LineExportFormat } from '@odia-ai/contract'

/** The trainer-safe check on the page: its verdict at a glance, the whole report (as in `export-report.txt`) a click away. */
export function LineCheckSummary({ report, format }: { report: LineCheckReport; format: LineExportFormat }) {
  const lines = `${report.lines.toLocaleString('en')} ${report.lines === 1 ? 'line' : 'lines'}`
  return (
    <details
      className={`ocr-line-check${report.trainer_safe ? '' : ' ocr-line-check--warning'}`}
      open={!report.trainer_safe}
    >
      <summary>
        {report.trainer_safe
          ? `Trainer-safe check: ${lines}, nothing found`
          : `Trainer-safe check: ${lines}, some need a look before training`}
      </summary>
      <pre className="ocr-line-check__report">{lineCheckText(report, format)}</pre>
    </details>
  )
}
