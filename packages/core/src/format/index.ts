export * from './format-amount'
