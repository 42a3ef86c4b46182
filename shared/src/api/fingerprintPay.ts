import { z } from 'zod';
import { payTicketField } from './loan';
import { checkPwdPaymentBody, checkPwdPaymentData } from './repay';

/**
 * Fingerprint pay (issue 25, spec 7.8 "fingerprint" and spec 9 "fingerprint type 93 iOS / 103 Android";
 * ADR 030). NOT IN THE SPEC: the spec names the bridge action and the build thresholds only; these five
 * calls and their payloads are the sandbox's design.
 *
 * The native app (from the threshold build on) keeps a device key behind the fingerprint. Turning
 * fingerprint pay on registers it (`enable`, with the deal password once); paying asks for a challenge
 * bound to the one money call (`challenge`: the same `payFor`/`subject`/`amountFen` as checkPwdPayment),
 * the bridge answers a proof over it (`fingerprint` action, type `pay`), and `checkProof` answers the same
 * pay ticket as checkPwdPayment. Stand-in crypto: the key is an HMAC-SHA256 secret and the proof is
 * HMAC(secret, challenge) in hex; a real device would hold a private key and send only its public part.
 */

/** A device key id the bridge answered: base64url-ish, 16-64 characters. */
export const fingerprintKeyIdField = () => z.string().max(64).regex(/^[\w-]{16,64}$/, { error: '1004' });

/** fingerprintPay/enable: the deal password once (2006 wrong, 2016 daily cap) and the device key the bridge registered. */
export const fingerprintEnableBody = z.object({
  password: z.string().min(1).max(64),
  keyId: fingerprintKeyIdField(),
  keySecret: z.string().max(128).regex(/^[\w-]{32,128}$/, { error: '1004' }),
});
export type FingerprintEnableBody = z.infer<typeof fingerprintEnableBody>;

/** fingerprintPay/disable and fingerprintPay/status: the device key of this device. */
export const fingerprintKeyBody = z.object({ keyId: fingerprintKeyIdField() });
export type FingerprintKeyBody = z.infer<typeof fingerprintKeyBody>;
/** Whether this user has fingerprint pay on with this device key. */
export const fingerprintStatusData = z.object({ enabled: z.boolean() });
export type FingerprintStatusData = z.infer<typeof fingerprintStatusData>;

/** fingerprintPay/challenge: the device key and exactly what checkPwdPayment would name (payFor, subject, amountFen). */
export const fingerprintChallengeBody = checkPwdPaymentBody.omit({ password: true }).extend({ keyId: fingerprintKeyIdField() });
export type FingerprintChallengeBody = z.input<typeof fingerprintChallengeBody>;
/**
 * One challenge, single use, 2 minutes: `challenge` is the text the device signs
 * (`fp1|<nonce>|<payFor>|<subject>|<amountFen or empty>`), so the device sees what it authorises.
 */
export const fingerprintChallengeData = z.object({ challengeId: z.string(), challenge: z.string(), expiresAt: z.number().int() });
export type FingerprintChallengeData = z.infer<typeof fingerprintChallengeData>;

/** fingerprintPay/checkProof: the challenge and the device's proof over it; answers checkPwdPayment's ticket. */
export const fingerprintProofBody = z.object({ challengeId: payTicketField(), proof: z.string().max(128).regex(/^[0-9a-f]{64}$/, { error: '1004' }) });
export type FingerprintProofBody = z.infer<typeof fingerprintProofBody>;
export const fingerprintProofData = checkPwdPaymentData;
export type FingerprintProofData = z.infer<typeof fingerprintProofData>;
