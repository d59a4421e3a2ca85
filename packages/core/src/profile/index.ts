export * from './profile-schema'
