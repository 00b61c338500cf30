import { afterEach, describe, expect, it } from 'vitest'
import { forgetRunningJob, rememberRunningJob, runningJob } from '../../../../src/routes/-ocr/session/running-job'

afterEach(() => sessionStorage.clear())

describe('the running OCR batch of a tab', () => {
  it('is remembered per project, the default project under the key it always had', () => {
    rememberRunningJob('job-default')
    rememberRunningJob('job-book', 2)
    expect(sessionStorage.getItem('odia-ai-tools:ocr-job')).toBe('job-default')
    expect([runningJob(), runningJob(1), runningJob(2), runningJob(3)]).toEqual([
      'job-default',
      'job-default',
      'job-book',
      null,
    ])
    forgetRunningJob(2)
    expect([runningJob(), runningJob(2)]).toEqual(['job-default', null])
  })
})
