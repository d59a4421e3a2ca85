export * from './plain-text'
