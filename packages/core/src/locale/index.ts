export * from './country-of-language'
