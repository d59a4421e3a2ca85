export * from './plan-formula'
