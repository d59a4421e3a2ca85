export * from './registration'
export * from './user'
export * from './auth.contract'
