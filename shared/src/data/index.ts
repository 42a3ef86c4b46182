export * from './queryClient';
export * from './keys';
