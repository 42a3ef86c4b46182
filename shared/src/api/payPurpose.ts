import type { PayPurpose } from './repay';

/**
 * The purpose as checkPwdPayment's form fields (beside `password`). A module of its own, free of the
 * contract's schemas: the host's start-up code asks for pay tickets, and must not carry zod for it.
 */
export const payPurposeFields = (p: PayPurpose): Record<string, string> => ({
  payFor: p.payFor,
  subject: p.subject,
  ...(p.amountFen === undefined ? {} : { amountFen: String(p.amountFen) }),
});
