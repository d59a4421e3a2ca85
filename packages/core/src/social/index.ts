export * from './post-schema'
export * from './post-merge'
export * from './social-profile-schema'
export * from './social.contract'
