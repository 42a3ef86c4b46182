export * from './client';
export * from './confirmKey';
