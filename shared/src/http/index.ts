export * from './client';
export * from './confirmKey';
export * from './payTicket';
