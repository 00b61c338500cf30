// lstmtraining's log, as LSTMTrainer::MaintainCheckpoints and LSTMTester::RunEvalSync write it every 100
// iterations: "At iteration 14/100/100, Mean rms=…%, delta=…%, BCER train=12.3%, BWER train=…%, skip ratio=…%,
// New best BCER = 12.3 wrote best model:…_12.3_14_100.checkpoint wrote checkpoint." An evaluation's result comes on
// a later log line (it runs in a thread): "At iteration 14, stage 0, BCER eval=10.2, BWER eval=30.1".

export interface TrainingProgress {
  /** Training iterations done (the second of lstmtraining's three counts: lines trained on, skipped ones included). */
  iteration: number
  /** Character error on the last 1000 training lines, in %. */
  trainError: number
  /** Character error on the eval list at `evalIteration`, in %, once a checkpoint has been evaluated. */
  evalError?: number
  evalIteration?: number
}

const TRAIN = /At iteration (\d+)\/(\d+)\/(\d+), Mean rms=[^,]*, delta=[^,]*, BCER train=([\d.]+)%/
const EVAL = /At iteration (\d+), stage \d+, BCER eval=([\d.]+), BWER eval=([\d.]+)/

/** Reads one log line into the progress so far; lines that say nothing of progress leave it as it was. */
export function parseProgressLine(line: string, progress: TrainingProgress): TrainingProgress {
  const train = TRAIN.exec(line)
  const evaluated = EVAL.exec(line)
  let next = progress
  if (train) next = { ...next, iteration: Number(train[2]), trainError: Number(train[4]) }
  if (evaluated) next = { ...next, evalIteration: Number(evaluated[1]), evalError: Number(evaluated[2]) }
  return next
}

export const INITIAL_PROGRESS: TrainingProgress = { iteration: 0, trainError: 100 }
