export * from './units'
export * from './unit-system-schema'
