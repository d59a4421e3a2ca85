export * from './client-today'
export * from './iso-date'
export * from './iso-date-schema'
export * from './month-grid'
