export * from './account-schema'
export * from './account.contract'
export * from './device-label'
