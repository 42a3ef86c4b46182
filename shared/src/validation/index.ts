export * from './rules';
export * from './engine';
export * from './image';
