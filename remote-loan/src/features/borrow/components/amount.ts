import { yuanInputText } from '@credit/shared';
import { formatMoney, parseYuan } from '@credit/shared/money';

/** The product's amount bounds, fen (loanparams). */
export interface AmountBounds {
  minAmt: number;
  maxAmt: number;
  stepAmt: number;
}

export type AmountCheck = { ok: true; fen: number } | { ok: false; message: string };

/** Whole yuan without the '.00' ('50,000'); other amounts keep their fen. */
export const yuan = (fen: number) => formatMoney(fen).replace(/\.00$/, '');

/**
 * The typed amount (yuan, as typed: the field keeps it whatever the answer) checked against the
 * product: whole yuan, from the minimum to the maximum, in steps. The message says what to type.
 */
export function checkAmount(typed: string, bounds: AmountBounds): AmountCheck {
  const text = typed.replace(/[\s,，]/g, '');
  if (text === '') return { ok: false, message: '请输入借款金额' };
  const fen = /^\d{1,9}$/.test(text) ? parseYuan(text) : null;
  if (fen === null) return { ok: false, message: '借款金额请输入整数（元）' };
  if (bounds.maxAmt < bounds.minAmt) return { ok: false, message: `可借额度不足${yuan(bounds.minAmt)}元，暂不能借款` };
  if (fen < bounds.minAmt) return { ok: false, message: `最低借款${yuan(bounds.minAmt)}元` };
  if (fen > bounds.maxAmt) return { ok: false, message: `最高可借${yuan(bounds.maxAmt)}元` };
  if (bounds.stepAmt > 0 && (fen - bounds.minAmt) % bounds.stepAmt !== 0) return { ok: false, message: `借款金额须为${yuan(bounds.stepAmt)}元的整数倍` };
  return { ok: true, fen };
}

/**
 * Where the amount starts: the saved choice (findTemp) when it is still a valid amount, else the
 * product's minimum (spec 9's 100-yuan default is below the 500-yuan minimum). Answers yuan text.
 */
export function initialAmount(saved: { saved: boolean; loanAmt: number } | null, bounds: AmountBounds, defaultFen: number): string {
  const candidates = [saved?.saved ? saved.loanAmt : 0, defaultFen, bounds.minAmt];
  for (const fen of candidates) {
    if (fen > 0 && checkAmount(yuanInputText(fen), bounds).ok) return yuanInputText(fen);
  }
  return yuanInputText(bounds.minAmt);
}
