export * from './group-rules'
export * from './group-schema'
export * from './groups.contract'
export * from './group-form'
