export * from './group-schema'
export * from './groups.contract'
