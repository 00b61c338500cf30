export * from './line-format'
export * from './registry'
