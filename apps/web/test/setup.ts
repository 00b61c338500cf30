import { configure } from '@testing-library/dom'

// Routes are code-split: the first visit to a screen transforms its module on demand, which takes
// longer than the default 1 s when the machine is busy (turbo runs every package's tests at once).
configure({ asyncUtilTimeout: 5_000 })
