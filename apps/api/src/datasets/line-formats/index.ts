export * from './line-format'
export * from './page-writer'
export * from './registry'
