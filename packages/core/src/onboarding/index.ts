export * from './onboarding-steps'
export * from './onboarding-form'
