export * from './plan-formula'
export * from './plan-guards'
