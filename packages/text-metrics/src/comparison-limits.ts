/**
 * How long a comparison may run. Two texts are compared with a bit-parallel pass over 32-letter blocks of the table of
 * their edit distance, only where a path at most the distance long goes (see band-columns), so the work grows with the
 * texts' length times how far apart they are, not with their lengths squared. Past these limits a figure is not worked
 * out: the texts are too long to compare, and every figure says so in these words.
 */
export const TOO_LONG_TO_COMPARE = 'too long to compare'

/**
 * Block steps an edit distance (CER, WER, the engines' agreement) may take, its tries with a narrower band included: a
 * few tens of milliseconds. Enough for two texts of 5,000 units (grapheme clusters, code points or words) however far
 * apart, or two of 20,000 with 600 edits (3 %).
 */
export const MAX_DISTANCE_STEPS = 2 ** 21

/**
 * Block steps the pass an edit script (diffs, confusions, weak clusters) keeps may take, on top of its distance: 12 bytes
 * a step, so 6 MB at most. Enough for two texts of 4,000 units however far apart, or two of 20,000 with 400 edits (2 %).
 */
export const MAX_SCRIPT_STEPS = 2 ** 19
