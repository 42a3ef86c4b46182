export * from './detect';
export * from './browser';
export * from './bridge';
export * from './navigation';
