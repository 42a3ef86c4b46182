// Entry `@credit/shared/rules`: the spec-5 patterns and the GB 11643 ID number check, pure and
// zod-free, so the pages (through the main entry), the API contract, the sandbox and e2e share them.
export * from './patterns';
export * from './idNumber';
export * from './numbers';
export * from './time';
export * from './versions';
