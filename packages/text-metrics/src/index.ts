export * from './diff-segments'
export * from './edit-script'
export * from './error-rates'
export * from './units'
