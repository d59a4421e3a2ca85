export * from './iso-date'
export * from './month-grid'
