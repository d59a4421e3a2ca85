export * from './registration'
export * from './user'
