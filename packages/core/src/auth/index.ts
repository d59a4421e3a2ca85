export * from './registration'
export * from './common-passwords'
export * from './user'
export * from './auth.contract'
