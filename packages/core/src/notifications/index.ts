export * from './notification-kinds'
export * from './notification-schema'
export * from './notification-wording'
export * from './notifications.contract'
