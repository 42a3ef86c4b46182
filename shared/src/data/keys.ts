/**
 * Query keys that more than one app reads. A remote's own keys live beside its fetchers
 * (`features/<area>/api.ts`); these are the session's, which the host, every remote and the
 * checks share.
 */
export const sessionKeys = {
  all: ['session'] as const,
  /** customer/info: base info, user status, card and quota (spec 3, 4.2). */
  baseInfo: ['session', 'baseInfo'] as const,
  /** sys/config (spec 3): per app start. */
  sysConfig: ['sys', 'config'] as const,
  /** sys/switchInfo (spec 6): per app start. */
  switches: ['sys', 'switchInfo'] as const,
};

/** oneCard/info, the custody account (tradePwdSet): the account remote sets the deal password, the loan remote asks for it. */
export const oneCardKeys = { info: ['oneCard', 'info'] as const };

/** fingerprintPay/status of this device's key (ADR 030): the account remote turns it on and off, PasswordPay offers it. */
export const fingerprintKeys = { status: (keyId: string) => ['fingerprintPay', 'status', keyId] as const };

/** user/bindcard/selectall, the bound cards: the account remote binds and unbinds them, the loan remote pays out to one. */
/** The bound-card reads (user/bindcard/*): a card bound or changed invalidates them all by `all`. */
export const bankCardKeys = {
  all: ['bindCard'] as const,
  bound: ['bindCard', 'selectall'] as const,
  /** The default card (select) and whether one is bound (bindcardstatus). */
  defaultCard: ['bindCard', 'select'] as const,
  status: ['bindCard', 'bindcardstatus'] as const,
};

/**
 * The root of every read of the loan remote (available credit, orders): a repayment elsewhere frees
 * credit, so the repay remote invalidates the lot by this key.
 */
export const loanKeys = { all: ['loan'] as const };

/**
 * The root of the market remote's membership reads (points, fudou, the member card): the host's
 * return page of the points mall invalidates them after an exchange.
 */
export const membershipKeys = { all: ['member'] as const };
