export * from './units'
