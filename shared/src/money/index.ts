// Entry `@credit/shared/money`: the one implementation of loan arithmetic (schedules, APR, penalty,
// early settlement, repayment allocation, due days). Pure and dependency-free, so the sandbox API
// (Node) and the pages compute every fen the same way. Money is integer fen, rates integer ppm,
// APR integer basis points.
export * from './schedule';
export * from './apr';
export * from './settlement';
export * from './creditors';
export * from './dates';
export * from './format';
export * from './withdraw';
