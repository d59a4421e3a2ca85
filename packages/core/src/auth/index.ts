export * from './auth-messages'
export * from './registration'
export * from './user'
export * from './auth.contract'
