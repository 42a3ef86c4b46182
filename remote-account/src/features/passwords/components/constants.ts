/** SMS codes live 5 minutes (docs/sandbox.md); a step-1 proof is useless after that. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
