// What a pay ticket is for, and the form fields that say it. A module of its own that imports nothing,
// free of the contract's schemas: the host's start-up code and the password form ask for pay tickets,
// and must not carry zod for it (the main entry `@credit/shared` exports it).

/**
 * The money calls a pay ticket is asked for (checkPwdPayment's `payFor`): loanorder/submit, applyPay/repay,
 * repayment/protocolPayment, the one-key and merged confirms, loanorder/repay (early settlement),
 * withdrawCash/withdraw, the mobile top-up (market rechargeOrder), custody/withdrawCash (custodyWithdraw, with its amount),
 * the credit-life payment (creditLife: the shop order's number and its price).
 */
export const PAY_FOR = ['loanSubmit', 'activeRepay', 'protocolPayment', 'repayConfirm', 'earlyRepay', 'withdraw', 'recharge', 'custodyWithdraw', 'creditLife'] as const;
export type PayFor = (typeof PAY_FOR)[number];
/**
 * What a ticket is for; the money call spends only a ticket asked for exactly this (else 40403, the ticket
 * kept for its own call):
 * - `subject`: the order (loanSubmit, activeRepay, protocolPayment, earlyRepay: `orderNo`), the repayment
 *   (repayConfirm: `repayNo`), the top-up product (recharge: `productId`); empty for a withdrawal;
 * - `amountFen`: the amount the money call sends, when it sends one (activeRepay paying part: `amountFen`;
 *   earlyRepay: `totalFen`; withdraw: `amountFen`); absent otherwise.
 */
export interface PayPurpose {
  payFor: PayFor;
  subject: string;
  amountFen?: number;
}
/** The purpose as checkPwdPayment's form fields (beside `password`). */
export const payPurposeFields = (p: PayPurpose): Record<string, string> => ({
  payFor: p.payFor,
  subject: p.subject,
  ...(p.amountFen === undefined ? {} : { amountFen: String(p.amountFen) }),
});
