import type { OkData } from '../api/common';
import type { FingerprintChallengeData, FingerprintEnableBody, FingerprintProofData, FingerprintStatusData } from '../api/fingerprintPay';
import { payPurposeFields, type PayPurpose } from '../api/payPurpose';
import { API_PATHS } from '../api/paths';
import { bridge } from '../embedder/bridge';
import { getHost, type HostInfo } from '../embedder/detect';
import { http } from './client';

/**
 * Fingerprint pay (ADR 030). Offered only in the native app from the build whose fingerprint action
 * takes a `type` and answers a proof (spec 9: 93 iOS, 103 Android): older builds answer yes/no, which
 * cannot authorise money. It is on for this device when this device keeps the id of a key the sandbox
 * holds for the user (`fingerprintPay/status`).
 */
export function fingerprintPaySupported(host: Pick<HostInfo, 'profile'> = getHost()): boolean {
  return host.profile.fingerprintPay === 'native';
}

/** Where this device keeps its key id: local storage (it outlives the session; the key itself stays in the app). */
const KEY_ID_STORAGE = 'fingerprintKeyId';

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** This device's fingerprint key id, where fingerprint pay is supported and one was registered here. */
export function deviceFingerprintKey(): string | null {
  if (!fingerprintPaySupported()) return null;
  return local()?.getItem(KEY_ID_STORAGE) ?? null;
}

export function rememberFingerprintKey(keyId: string): void {
  local()?.setItem(KEY_ID_STORAGE, keyId);
}

export function forgetFingerprintKey(): void {
  local()?.removeItem(KEY_ID_STORAGE);
}

export function fingerprintPayStatus(keyId: string) {
  return http.post<FingerprintStatusData>(API_PATHS.fingerprintPay.status, { keyId });
}

/** Turns fingerprint pay on: the deal password once, and the device key the bridge registered. */
export function enableFingerprintPay(body: FingerprintEnableBody) {
  return http.post<OkData>(API_PATHS.fingerprintPay.enable, body);
}

export function disableFingerprintPay(keyId: string) {
  return http.post<OkData>(API_PATHS.fingerprintPay.disable, { keyId });
}

/**
 * The fingerprint's way to the pay ticket checkPwdPayment gives for the password: a challenge for exactly
 * the money call `purpose` names, the device's proof over it (the user touches the sensor), the ticket.
 * Null when the bridge answered nothing (cancelled, no match, no bridge): the caller falls back to the password.
 */
export async function fingerprintPayTicket(keyId: string, purpose: PayPurpose): Promise<FingerprintProofData | null> {
  const { challengeId, challenge } = await http.post<FingerprintChallengeData>(API_PATHS.fingerprintPay.challenge, { keyId, ...payPurposeFields(purpose) });
  const proof = await bridge.fingerprintProve(keyId, challenge);
  if (proof === null) return null;
  return http.post<FingerprintProofData>(API_PATHS.fingerprintPay.checkProof, { challengeId, proof });
}
