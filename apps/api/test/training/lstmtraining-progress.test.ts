import { describe, expect, it } from 'vitest'
import { INITIAL_PROGRESS, parseProgressLine } from '../../src/training/lstmtraining-progress'
import { progressLine } from '../../src/training/progress-line'

// Lines as lstmtraining 5.3.0 prints them (LSTMTrainer::MaintainCheckpoints, LSTMTester::RunEvalSync).
const TRAIN_LINE =
  'At iteration 29/40/40, Mean rms=1.091000%, delta=2.828000%, BCER train=7.195000%, BWER train=21.464000%, skip ratio=0.000000%,  New best BCER = 7.195000 wrote best model:/w/checkpoints/t1_7.195000_29_40.checkpoint wrote checkpoint.'
const EVAL_LINE =
  'At iteration 66/200/200, Mean rms=0.9%, delta=1.2%, BCER train=5.100000%, BWER train=18.0%, skip ratio=0.000000%,  New best BCER = 5.100000 At iteration 29, stage 1, BCER eval=6.250000, BWER eval=20.000000 wrote checkpoint.'

describe('lstmtraining’s progress', () => {
  it('reads the training iteration and training BCER', () => {
    expect(parseProgressLine(TRAIN_LINE, INITIAL_PROGRESS)).toEqual({ iteration: 40, trainError: 7.195 })
  })

  it('reads a checkpoint’s eval BCER with the iteration it was taken at', () => {
    expect(parseProgressLine(EVAL_LINE, INITIAL_PROGRESS)).toEqual({
      iteration: 200,
      trainError: 5.1,
      evalIteration: 29,
      evalError: 6.25,
    })
  })

  it('leaves the progress as it was on other lines', () => {
    const progress = { iteration: 3, trainError: 9 }
    expect(parseProgressLine('Loaded file /w/start.lstm, unpacking...', progress)).toBe(progress)
    expect(parseProgressLine('2 Percent improvement time=29, best error was 100 @ 0', progress)).toBe(progress)
  })

  it('draws a bar like pnpm synth’s, against iterations or minutes', () => {
    const progress = { iteration: 300, trainError: 3.2104, evalIteration: 200, evalError: 2.9 }
    expect(progressLine(progress, { iterations: 1000 }, 60)).toBe(
      '[#########---------------------] 300/1000 iterations · 5.0 it/s · BCER train 3.21 % · eval 2.90 % (at 200)',
    )
    expect(progressLine({ iteration: 0, trainError: 100 }, { seconds: 600 }, 300)).toBe(
      '[###############---------------] 0 iterations, 5:00/10:00 · 0.0 it/s',
    )
  })
})
