import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, fingerprintKeys, http, initHost, rememberFingerprintKey, resetHost } from '@credit/shared';
import { answer, setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import { PasswordPay } from './PasswordPay';

/** PasswordPay with fingerprint pay (ADR 030): offered first where it is on, the same ticket, the password always there. */

const PAY_PATH = '/api/test/pay';
const KEY_ID = 'device-key-0001-abcdef';
const PROOF = 'ab'.repeat(32);
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36';

let page: PageHarness;
let calls: { url: string; body: URLSearchParams }[];
let enabled: boolean;
let statusHeld: Promise<void>;
let proofAnswer: (config: InternalAxiosRequestConfig) => ReturnType<AxiosAdapter>;
let bridgeAnswer: (payload: unknown) => unknown;
let bridgeCalls: { method: string; payload: unknown }[];
const onAnswer = vi.fn();
const toast = vi.fn();

const server: AxiosAdapter = async (config) => {
  const url = String(config.url);
  calls.push({ url, body: new URLSearchParams(String(config.data ?? '')) });
  if (url === API_PATHS.oneCard.info) return answer(config, { tradePwdSet: 1 });
  if (url === API_PATHS.fingerprintPay.status) {
    await statusHeld;
    return answer(config, { enabled });
  }
  if (url === API_PATHS.fingerprintPay.challenge) return answer(config, { challengeId: 'challenge-id-0000000001', challenge: 'fp1|nonce|activeRepay|L0000000000000001|5000', expiresAt: Date.now() + 120_000 });
  if (url === API_PATHS.fingerprintPay.checkProof) return proofAnswer(config);
  if (url === API_PATHS.repayment.checkPwdPayment) return answer(config, { payTicket: 'password-ticket', expiresAt: Date.now() + 300_000 });
  if (url === PAY_PATH) return answer(config, { paid: true });
  return answer(config, {});
};

/** The native app of this build (APPVERSION `<name>_<build>`), with fingerprint pay registered on this device. */
function inApp(build: number, { registered = true } = {}) {
  resetHost();
  initHost(`http://localhost/?APPSOURCE=1&APPVERSION=3.5.0_${build}#/cashier_desk`, ANDROID);
  if (registered) rememberFingerprintKey(KEY_ID);
}

beforeEach(() => {
  calls = [];
  enabled = true;
  statusHeld = Promise.resolve();
  bridgeCalls = [];
  sessionStorage.clear();
  localStorage.clear();
  proofAnswer = async (config) => answer(config, { payTicket: 'fingerprint-ticket', expiresAt: Date.now() + 300_000 });
  bridgeAnswer = () => ({ proof: PROOF });
  window.nativeBridge = {
    call: (method, payload) => {
      bridgeCalls.push({ method, payload });
      return bridgeAnswer(payload);
    },
  };
  onAnswer.mockClear();
  toast.mockClear();
  page = setUpPage(vi.fn(server), { toast });
});
afterEach(() => {
  tearDownPage();
  delete window.nativeBridge;
  localStorage.clear();
  resetHost();
});

const renderPay = () =>
  page.renderAt(
    '/cashier_desk?orderNo=L0000000000000001',
    <PasswordPay
      screen="test"
      subject="L0000000000000001:1"
      amountFen={5000}
      ticketFor={{ payFor: 'activeRepay', subject: 'L0000000000000001', amountFen: 5000 }}
      pay={(payTicket, key) => http.post<{ paid: boolean }>(PAY_PATH, { payTicket }, { idempotencyKey: key })}
      isPaid={() => true}
      refresh={async () => {}}
      onAnswer={onAnswer}
      stillRunning="还款处理中"
      needPassword="请先设置交易密码"
      label="确认还款"
    />,
  );
const urls = () => calls.map((c) => c.url);
const sent = (url: string) => calls.find((c) => c.url === url)?.body;
const tapPay = () => fireEvent.click(screen.getByRole('button', { name: /确认还款/ }));

describe('PasswordPay with fingerprint pay', () => {
  it('pays by fingerprint first: a challenge for the same purpose, the device proof, the same kind of ticket, no password', async () => {
    inApp(103);
    renderPay();
    expect(await screen.findByText('指纹支付')).toBeTruthy();
    expect(screen.queryByLabelText('交易密码')).toBeNull();
    tapPay();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith({ paid: true }));
    expect(Object.fromEntries(sent(API_PATHS.fingerprintPay.challenge)!)).toEqual({ keyId: KEY_ID, payFor: 'activeRepay', subject: 'L0000000000000001', amountFen: '5000' });
    expect(bridgeCalls).toEqual([{ method: 'fingerprint', payload: { type: 'pay', keyId: KEY_ID, challenge: 'fp1|nonce|activeRepay|L0000000000000001|5000' } }]);
    expect(Object.fromEntries(sent(API_PATHS.fingerprintPay.checkProof)!)).toEqual({ challengeId: 'challenge-id-0000000001', proof: PROOF });
    expect(sent(PAY_PATH)!.get('payTicket')).toBe('fingerprint-ticket');
    expect(urls()).not.toContain(API_PATHS.repayment.checkPwdPayment);
  });

  it('below the fingerprint-type build (Android 102) offers the password only, without asking the server', async () => {
    inApp(102);
    renderPay();
    expect(await screen.findByLabelText('交易密码')).toBeTruthy();
    expect(screen.queryByText('指纹支付')).toBeNull();
    expect(urls()).not.toContain(API_PATHS.fingerprintPay.status);
  });

  it('offers the password when this device registered no key, or the server holds none for this user', async () => {
    inApp(103, { registered: false });
    const first = renderPay();
    expect(await screen.findByLabelText('交易密码')).toBeTruthy();
    first.unmount();

    inApp(103);
    enabled = false;
    renderPay();
    await waitFor(() => expect(urls()).toContain(API_PATHS.fingerprintPay.status));
    expect(await screen.findByLabelText('交易密码')).toBeTruthy();
    expect(screen.queryByText('指纹支付')).toBeNull();
  });

  it('a cancelled fingerprint falls back to the password form, which pays', async () => {
    inApp(103);
    bridgeAnswer = () => null;
    renderPay();
    await screen.findByText('指纹支付');
    tapPay();
    expect(await screen.findByText('指纹验证未完成，请输入交易密码')).toBeTruthy();
    expect(urls()).not.toContain(PAY_PATH);
    expect(urls()).not.toContain(API_PATHS.fingerprintPay.checkProof);
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: 'Deal1234' } });
    tapPay();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith({ paid: true }));
    expect(sent(PAY_PATH)!.get('payTicket')).toBe('password-ticket');
  });

  it("a refused proof falls back to the password; the shell says the server's words", async () => {
    inApp(103);
    proofAnswer = async (config) => answer(config, null, 40403, '指纹验证失败，请使用交易密码支付');
    renderPay();
    await screen.findByText('指纹支付');
    tapPay();
    expect(await screen.findByLabelText('交易密码')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('指纹验证失败，请使用交易密码支付', expect.anything());
    expect(urls()).not.toContain(PAY_PATH);
  });

  it('a password typed while the offer is still being read stays on the password form', async () => {
    inApp(103);
    let release!: () => void;
    statusHeld = new Promise((resolve) => (release = resolve));
    renderPay();
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: 'Deal1234' } });
    release();
    await waitFor(() => expect(page.client.getQueryState(fingerprintKeys.status(KEY_ID))?.status).toBe('success'));
    expect((screen.getByLabelText('交易密码') as HTMLInputElement).value).toBe('Deal1234');
    tapPay();
    await waitFor(() => expect(onAnswer).toHaveBeenCalled());
    expect(bridgeCalls).toEqual([]);
  });

  it('使用密码支付 switches to the password at any time', async () => {
    inApp(103);
    renderPay();
    await screen.findByText('指纹支付');
    fireEvent.click(screen.getByRole('button', { name: '使用密码支付' }));
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: 'Deal1234' } });
    tapPay();
    await waitFor(() => expect(onAnswer).toHaveBeenCalled());
    expect(bridgeCalls).toEqual([]);
    expect(sent(PAY_PATH)!.get('payTicket')).toBe('password-ticket');
  });
});
