export * from './image-limits'
export * from './image-type'
