export * from './profile-schema'
export * from './profile.contract'
export * from './profile-picture'
export * from './profile-ranges'
