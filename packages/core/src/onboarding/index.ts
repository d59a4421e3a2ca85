export * from './onboarding-steps'
