export * from './queryClient';
export * from './keys';
export * from './signing';
export * from './polling';
export * from './queries';
export * from './firstReads';
export * from './reads';
