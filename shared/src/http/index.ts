export * from './client';
export * from './confirmKey';
export * from './payTicket';
export * from './fingerprintPay';
