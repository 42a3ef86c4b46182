export * from './patterns';
export * from './idNumber';
export * from './rules';
export * from './engine';
