export * from './timeline'
