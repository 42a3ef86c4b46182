import {
  API_PATHS, CUSTODY_MESSAGES, CUSTODY_STEP_TITLES, CUSTODY_STEPS, changeBindCardPhoneBody, changeBindingCardBody, changeBindingCardData, changeBindingCardNewBody,
  custodyBindCardBody, custodyCancellationBody, custodyWithdrawBody, custodyWithdrawData, depositoryStatusData, emptyBody, mainGuidanceData,
  modifyDepositPwdBody, okData, openCustodyBody, p2pWithdrawSelectData, resetDepositPwdBody, sendWithdrawRequestBody, sendWithdrawRequestData, withdrawCashAptitudeData, withdrawInfoBody,
  withdrawInfoListData, withdrawOrderListData, type CustodyStep, type CustodyWithdrawRecord, type MainGuidanceData, type P2pWithdrawItem,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { hashSecret, newToken, sha256 } from '../../lib/crypto';
import { fail, failWithMessage, SERVER_MESSAGES } from '../../lib/errors';
import { mask } from '../../lib/mask';
import { newNumber } from '../../lib/numbers';
import { spendPayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import { assertNewPassword, assertOldPassword } from '../../lib/accountRules';
import { isRealNamed, normalizeMobile, type UserRow } from '../../lib/userStore';
import { normalizeCardNo, ownCard, supportedBankOf } from '../bankCard';
import { normalizeCertId } from '../identity';
import { CUSTODY_FUNDER_CODES } from '../loan';
import { custodyBalance, custodyLoanRows, custodySpentFen } from '../settings';
import { checkCode, spendCodeWith } from '../sms';
import { channelMode } from '../sys';
import {
  cancelCustody, custodyOf, custodyWithdrawalOf, custodyWithdrawalsOf, insertCardChange, insertCustody, insertCustodyWithdrawal, openCustodyOf,
  processingCustodyWithdrawalNos, setCustodyCard, setCustodyMobile, setCustodyPwd, setCustodyWithdrawalOutcome, spendCardChange, unsettledCustodyLoans,
  type CustodyRow, type CustodyWithdrawalRow,
} from './store';

/**
 * The custody account at the stand-in custody bank (issue 27, ADR 037): spec 7.5 depository (the account,
 * its card and deposit password), custody (what is still needed, the withdrawal of the balance to the card)
 * and capitalDepository (the withdrawals and their details). Refusals are the bank's words (40403); a bad
 * field answers the spec-5 codes of the shared field rules.
 */
export { CUSTODY_MESSAGES };

/** A card-change ticket lives 10 minutes. */
const CHANGE_TICKET_MS = 10 * 60_000;

const open = (ctx: AppContext, user: UserRow): CustodyRow => openCustodyOf(ctx, user.id) ?? failWithMessage(CUSTODY_MESSAGES.notOpened);
const withCard = (row: CustodyRow): CustodyRow & { card_no: string; bank_name: string; reserved_mobile: string } =>
  row.card_no ? (row as CustodyRow & { card_no: string; bank_name: string; reserved_mobile: string }) : failWithMessage(CUSTODY_MESSAGES.noCard);

/** The ID number must be the real-name identity's: 1000 without one, 3000 when it differs. */
function assertIdentity(user: UserRow, certId: string): void {
  if (!isRealNamed(user)) fail(1000);
  if (user.cert_id !== normalizeCertId(certId)) fail(3000);
}

const assertDepositPwd = (ctx: AppContext, row: CustodyRow, password: string) => assertOldPassword(ctx, 'deposit', row.user_id, password, row.pwd_hash);

/**
 * A supported card (spec 7.5 validateSupport), verified by the code sent to its reserved mobile (purpose
 * custody): typed, or one of the user's bound cards picked (selectLtCard), whose reserved mobile is the one it
 * is bound with.
 */
function verifiedCard(ctx: AppContext, user: UserRow, body: { mobile: string; code: string } & ({ cardNo: string } | { cardId: string })) {
  const reservedMobile = normalizeMobile(body.mobile);
  let cardNo: string;
  if ('cardId' in body) {
    const picked = ownCard(ctx, user.id, body.cardId);
    if (picked.reserved_mobile !== reservedMobile) failWithMessage(SERVER_MESSAGES.reservedMobileMismatch);
    cardNo = picked.card_no;
  } else cardNo = normalizeCardNo(body.cardNo);
  const bank = supportedBankOf(cardNo);
  return { cardNo, bankCode: bank.code, bankName: bank.name, reservedMobile, checkCode: () => checkCode(ctx, reservedMobile, 'custody', body.code, false, { user }) };
}

export function guidanceOf(ctx: AppContext, user: UserRow): MainGuidanceData {
  const row = openCustodyOf(ctx, user.id);
  const done: Record<CustodyStep, boolean> = { realName: isRealNamed(user), openAccount: Boolean(row), bindCard: Boolean(row?.card_no) };
  const steps = CUSTODY_STEPS.map((step) => ({ step, title: CUSTODY_STEP_TITLES[step], done: done[step] }));
  return { steps, next: steps.find((s) => !s.done)?.step ?? null };
}

/**
 * A withdrawal left processing by a hanging bank finishes when the account is read after the bank answers
 * (test hook channel `custody`): paid, or failed with the amount back in the custody balance.
 */
function settleProcessing(ctx: AppContext, userId: number): void {
  const mode = channelMode(ctx, 'custody');
  if (mode === 'hang') return;
  const status = mode === 'ok' ? 'success' : 'failed';
  ctx.db.transaction(() => {
    for (const withdrawNo of processingCustodyWithdrawalNos(ctx, userId)) {
      setCustodyWithdrawalOutcome(ctx, withdrawNo, status, status === 'failed' ? CUSTODY_MESSAGES.bankFailed : '');
      ctx.effects.custodyWithdrawalSettled(ctx, withdrawNo, status);
    }
  })();
}

const recordOf = (w: CustodyWithdrawalRow): CustodyWithdrawRecord => ({
  withdrawNo: w.withdraw_no, amountFen: w.amount_fen, status: w.status, bankName: w.bank_name, cardNoMask: w.card_no.slice(-4), failReason: w.fail_reason, createdAt: w.created_at,
});

/** Why the balance cannot be withdrawn now ('' when it can). */
function whyNot(ctx: AppContext, user: UserRow, balance: number): string {
  const next = guidanceOf(ctx, user).next;
  if (next === 'realName' || next === 'openAccount') return CUSTODY_MESSAGES.notOpened;
  if (next === 'bindCard') return CUSTODY_MESSAGES.noCard;
  return balance > 0 ? '' : CUSTODY_MESSAGES.nothingToWithdraw;
}

/**
 * The loans paid in, oldest first, each with what of it is still withdrawable: withdrawals (not failed), then
 * credit-life purchases paid from the balance (not refunded), take from the oldest first. The same allocation names what a withdrawal took from each loan.
 */
function allocation(ctx: AppContext, userId: number): { items: P2pWithdrawItem[]; taken: Map<string, { orderNo: string; amountFen: number }[]> } {
  const loans = custodyLoanRows(ctx, userId).map((l) => ({ orderNo: l.ref, title: l.title, paidInFen: l.amount_fen, withdrawableFen: l.amount_fen, paidInAt: l.created_at }));
  const taken = new Map<string, { orderNo: string; amountFen: number }[]>();
  for (const w of custodyWithdrawalsOf(ctx, userId).reverse()) {
    if (w.status === 'failed') continue;
    let left = w.amount_fen;
    const parts: { orderNo: string; amountFen: number }[] = [];
    for (const l of loans) {
      if (left === 0) break;
      const part = Math.min(left, l.withdrawableFen);
      if (part === 0) continue;
      l.withdrawableFen -= part;
      left -= part;
      parts.push({ orderNo: l.orderNo, amountFen: part });
    }
    taken.set(w.withdraw_no, parts);
  }
  // Purchases paid from the balance (ADR 038) take from the oldest loans still withdrawable too.
  let spent = custodySpentFen(ctx, userId);
  for (const l of loans) {
    const part = Math.min(spent, l.withdrawableFen);
    l.withdrawableFen -= part;
    spent -= part;
  }
  return { items: loans, taken };
}

export const custodyRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.depository.status,
    tag: 'depository',
    summary: 'The custody account: open or not, masked account number, its card (last 4, reserved mobile masked), deposit password set, balance in fen',
    auth: 'user',
    body: emptyBody,
    data: depositoryStatusData,
    handler: ({ user, ctx }) => {
      settleProcessing(ctx, user.id);
      const row = openCustodyOf(ctx, user.id);
      return {
        openStatus: row ? 1 : 0,
        realNamed: isRealNamed(user) ? 1 : 0,
        depositPwdSet: row ? 1 : 0,
        accountNo: row ? mask(row.account_no) : '',
        card: row?.card_no ? { bankName: row.bank_name ?? '', cardNoMask: row.card_no.slice(-4), reservedMobileMask: mask(row.reserved_mobile) } : null,
        balanceFen: custodyBalance(ctx, user.id),
      } as const;
    },
  }),
  defineRoute({
    path: API_PATHS.depository.openAccount,
    tag: 'depository',
    summary: 'Open the custody account: the real-name ID number confirmed (1000 unverified, 3000 another), its own deposit password set (spec 5 deal-password rule)',
    auth: 'user',
    once: true,
    body: openCustodyBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      assertIdentity(user, body.certId);
      assertNewPassword(body.password, body.confirmPassword);
      if (openCustodyOf(ctx, user.id)) failWithMessage(CUSTODY_MESSAGES.alreadyOpen);
      const hash = await hashSecret(body.password, ctx.opts.scryptCost);
      const accountNo = custodyOf(ctx, user.id)?.account_no ?? newNumber(ctx, 'A');
      if (!insertCustody(ctx, user.id, accountNo, hash, ctx.clock.now())) failWithMessage(CUSTODY_MESSAGES.alreadyOpen);
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.depository.bindCard,
    tag: 'depository',
    summary: 'Bind a card to the open custody account: a supported bank, the code of type "custody" sent to its reserved mobile',
    auth: 'user',
    once: true,
    body: custodyBindCardBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      const row = open(ctx, user);
      if (row.card_no) failWithMessage(CUSTODY_MESSAGES.cardAlreadyBound);
      const card = verifiedCard(ctx, user, body);
      // Checked outside the write's transaction (a wrong code counts), spent with the write.
      spendCodeWith(ctx, card.checkCode(), () => setCustodyCard(ctx, user.id, card));
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.depository.modifyDepositPwd,
    tag: 'depository',
    summary: 'Change the deposit password: the old one (wrong 2006, daily cap 2016), the new one twice (2014), different (2015)',
    auth: 'user',
    once: true,
    body: modifyDepositPwdBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      const row = open(ctx, user);
      assertNewPassword(body.password, body.confirmPassword, body.oldPassword);
      await assertDepositPwd(ctx, row, body.oldPassword);
      setCustodyPwd(ctx, user.id, await hashSecret(body.password, ctx.opts.scryptCost));
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.depository.resetDepositPwd,
    tag: 'depository',
    summary: "Reset the deposit password: the real-name ID number and a code of type \"custody\" sent to the custody card's reserved mobile",
    auth: 'user',
    once: true,
    body: resetDepositPwdBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      const row = withCard(open(ctx, user));
      assertIdentity(user, body.certId);
      assertNewPassword(body.password, body.confirmPassword);
      const hash = await hashSecret(body.password, ctx.opts.scryptCost);
      const codeId = checkCode(ctx, row.reserved_mobile, 'custody', body.code, false, { user });
      spendCodeWith(ctx, codeId, () => setCustodyPwd(ctx, user.id, hash));
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.depository.changeBindingCard,
    tag: 'depository',
    summary: 'Change the card, step 1: the old card proved (its full number and the deposit password); a ticket for step 2 within 10 minutes',
    auth: 'user',
    once: true,
    answerHoldsSecret: true,
    body: changeBindingCardBody,
    data: changeBindingCardData,
    handler: async ({ body, user, ctx }) => {
      const row = withCard(open(ctx, user));
      await assertDepositPwd(ctx, row, body.password);
      if (normalizeCardNo(body.cardNo) !== row.card_no) failWithMessage(CUSTODY_MESSAGES.oldCardMismatch);
      const changeTicket = newToken();
      const expiresAt = ctx.clock.wallNow() + CHANGE_TICKET_MS;
      insertCardChange(ctx, sha256(changeTicket), user.id, expiresAt);
      return { changeTicket, expiresAt };
    },
  }),
  defineRoute({
    path: API_PATHS.depository.changeBindingCardNew,
    tag: 'depository',
    summary: "Change the card, step 2: step 1's ticket, the new card (supported, not the old one) verified by the code sent to its reserved mobile",
    auth: 'user',
    once: true,
    body: changeBindingCardNewBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      const row = withCard(open(ctx, user));
      const card = verifiedCard(ctx, user, body);
      if (card.cardNo === row.card_no) failWithMessage(CUSTODY_MESSAGES.sameCard);
      spendCodeWith(ctx, card.checkCode(), () => {
        if (!spendCardChange(ctx, sha256(body.changeTicket), user.id, ctx.clock.wallNow())) failWithMessage(CUSTODY_MESSAGES.changeExpired);
        setCustodyCard(ctx, user.id, card);
      });
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.depository.changeBindCardPhone,
    tag: 'depository',
    summary: "Change the custody card's reserved mobile: the deposit password and the code sent to the new mobile",
    auth: 'user',
    once: true,
    body: changeBindCardPhoneBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      const row = withCard(open(ctx, user));
      const mobile = normalizeMobile(body.mobile);
      if (mobile === row.reserved_mobile) failWithMessage(CUSTODY_MESSAGES.sameMobile);
      await assertDepositPwd(ctx, row, body.password);
      const codeId = checkCode(ctx, mobile, 'custody', body.code, false, { user });
      spendCodeWith(ctx, codeId, () => setCustodyMobile(ctx, user.id, mobile));
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.depository.accountCancellation,
    tag: 'depository',
    summary: 'Cancel the custody account with the deposit password; refused with the reason while a balance, a processing withdrawal or an unsettled custody loan remains',
    auth: 'user',
    once: true,
    before: ['progressOrders'],
    body: custodyCancellationBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      settleProcessing(ctx, user.id);
      const row = open(ctx, user);
      await assertDepositPwd(ctx, row, body.password);
      ctx.db.transaction(() => {
        if (processingCustodyWithdrawalNos(ctx, user.id).length > 0) failWithMessage(CUSTODY_MESSAGES.withdrawing);
        if (custodyBalance(ctx, user.id) > 0) failWithMessage(CUSTODY_MESSAGES.balanceLeft);
        if (unsettledCustodyLoans(ctx, user.id, CUSTODY_FUNDER_CODES) > 0) failWithMessage(CUSTODY_MESSAGES.loanLeft);
        if (!cancelCustody(ctx, user.id, ctx.clock.now())) failWithMessage(CUSTODY_MESSAGES.notOpened);
      })();
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.custody.mainGuidance,
    tag: 'custody',
    summary: 'What is still needed before money can move in custody (real name, open the account, bind a card), in order; next null when nothing',
    auth: 'user',
    body: emptyBody,
    data: mainGuidanceData,
    handler: ({ user, ctx }) => guidanceOf(ctx, user),
  }),
  defineRoute({
    path: API_PATHS.custody.withdrawCashAptitude,
    tag: 'custody',
    summary: 'Whether the custody balance can be withdrawn, how much (fen), why not, and the card it goes to',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: withdrawCashAptitudeData,
    handler: ({ user, ctx }) => {
      settleProcessing(ctx, user.id);
      const balance = custodyBalance(ctx, user.id);
      const reason = whyNot(ctx, user, balance);
      const row = openCustodyOf(ctx, user.id);
      return {
        canWithdraw: reason === '', balanceFen: balance, maxFen: reason === '' ? balance : 0, reason,
        bankName: row?.bank_name ?? '', cardNoMask: row?.card_no?.slice(-4) ?? '',
      };
    },
  }),
  defineRoute({
    path: API_PATHS.custody.p2pWithdrawSelect,
    tag: 'custody',
    summary: 'The loans paid into custody, oldest first, with what of each is still withdrawable (withdrawals take from the oldest first)',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: p2pWithdrawSelectData,
    handler: ({ user, ctx }) => {
      settleProcessing(ctx, user.id);
      const { items } = allocation(ctx, user.id);
      return { list: items, totalFen: items.reduce((n, i) => n + i.withdrawableFen, 0) };
    },
  }),
  defineRoute({
    path: API_PATHS.capitalDepository.sendWithdrawRequest,
    tag: 'capitalDepository',
    summary: 'The withdrawal request before the pay: what the amount takes from each loan paid in (oldest first), the card, the balance after; nothing moves',
    auth: 'user',
    before: ['progressOrders'],
    body: sendWithdrawRequestBody,
    data: sendWithdrawRequestData,
    handler: ({ body, user, ctx }) => {
      settleProcessing(ctx, user.id);
      const balance = custodyBalance(ctx, user.id);
      const reason = whyNot(ctx, user, balance);
      if (reason) failWithMessage(reason);
      if (body.amountFen > balance) failWithMessage(CUSTODY_MESSAGES.overBalance);
      const row = withCard(open(ctx, user));
      let left = body.amountFen;
      const items: { orderNo: string; title: string; amountFen: number }[] = [];
      for (const l of allocation(ctx, user.id).items) {
        const part = Math.min(left, l.withdrawableFen);
        if (part === 0) continue;
        items.push({ orderNo: l.orderNo, title: l.title, amountFen: part });
        left -= part;
      }
      return { amountFen: body.amountFen, bankName: row.bank_name, cardNoMask: row.card_no.slice(-4), items, balanceAfterFen: balance - body.amountFen };
    },
  }),
  defineRoute({
    path: API_PATHS.custody.withdrawCash,
    tag: 'custody',
    summary: 'Withdraw the custody balance to its card (Idempotency-Key; pay ticket custodyWithdraw with the amount): processing while the bank hangs, failed gives the money back',
    auth: 'user',
    money: true,
    body: custodyWithdrawBody,
    data: custodyWithdrawData,
    handler: ({ body, user, ctx }) => {
      const w = ctx.db.transaction(() => {
        const balance = custodyBalance(ctx, user.id);
        const reason = whyNot(ctx, user, balance);
        if (reason) failWithMessage(reason);
        if (body.amountFen > balance) failWithMessage(CUSTODY_MESSAGES.overBalance);
        const row = withCard(open(ctx, user));
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'custodyWithdraw', subject: '', amountFen: body.amountFen });
        const mode = channelMode(ctx, 'custody');
        const status = mode === 'ok' ? 'success' : mode === 'fail' ? 'failed' : 'processing';
        const withdrawNo = newNumber(ctx, 'D');
        const made = insertCustodyWithdrawal(ctx, {
          withdrawNo, userId: user.id, amountFen: body.amountFen, cardNo: row.card_no, bankName: row.bank_name, status,
          failReason: status === 'failed' ? CUSTODY_MESSAGES.bankFailed : '', at: ctx.clock.now(),
        });
        ctx.effects.custodyWithdrawalMade(ctx, user.id, { withdrawNo, amountFen: body.amountFen, status });
        return made;
      })();
      return { record: recordOf(w) };
    },
  }),
  defineRoute({
    path: API_PATHS.capitalDepository.fetchWithdrawOrderList,
    tag: 'capitalDepository',
    summary: 'The custody withdrawals, newest first',
    auth: 'user',
    body: emptyBody,
    data: withdrawOrderListData,
    handler: ({ user, ctx }) => {
      settleProcessing(ctx, user.id);
      return { list: custodyWithdrawalsOf(ctx, user.id).map(recordOf) };
    },
  }),
  defineRoute({
    path: API_PATHS.capitalDepository.fetchWithdrawInfoList,
    tag: 'capitalDepository',
    summary: 'One custody withdrawal and what it took from each loan paid in (none when it failed)',
    auth: 'user',
    body: withdrawInfoBody,
    data: withdrawInfoListData,
    handler: ({ body, user, ctx }) => {
      settleProcessing(ctx, user.id);
      const w = custodyWithdrawalOf(ctx, user.id, body.withdrawNo) ?? failWithMessage('提现记录不存在');
      return { record: recordOf(w), items: allocation(ctx, user.id).taken.get(w.withdraw_no) ?? [] };
    },
  }),
];
