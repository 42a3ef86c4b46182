import { MESSAGES } from '../errors/catalogue';
import { shell } from '../shell/facade';
import { getHost } from './detect';

/**
 * The shape native wrappers inject: `window.nativeBridge.call(method, payload)`, answering a value or a
 * promise. Method names are the keys of `BRIDGE_METHODS`.
 */
export interface NativeBridge {
  call(method: string, payload?: unknown): unknown;
}

declare global {
  interface Window {
    nativeBridge?: NativeBridge;
  }
}

export const BRIDGE_METHODS = {
  login: 'login',
  faceRecognition: 'faceRecognition',
  camera: 'camera',
  share: 'share',
  fingerprint: 'fingerprint',
  finishWindow: 'finishWindow',
  openNativePage: 'openNativePage',
  openWebPage: 'openWebPage',
  tokenExpired: 'tokenExpired',
  setNativeTitle: 'setNativeTitle',
} as const;

export interface SharePayload {
  title: string;
  desc: string;
  link: string;
  image: string;
}

/**
 * The fingerprint action's payloads from the fingerprint-type builds on (ADR 030): `register` makes a device
 * key, `pay` signs a challenge with it after the fingerprint, `remove` forgets it. Older builds take no
 * type and answer yes/no, which authorises nothing.
 */
export type FingerprintRequest = { type: 'register' } | { type: 'pay'; keyId: string; challenge: string } | { type: 'remove'; keyId: string };
/** What `register` answers: the key id and (stand-in for a public key) the secret the sandbox verifies proofs with. */
export interface FingerprintDeviceKey {
  keyId: string;
  keySecret: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isToken = (v: unknown, min: number, max: number): v is string => typeof v === 'string' && v.length >= min && v.length <= max && /^[\w-]+$/.test(v);

export type FaceRecognitionResult = { via: 'native'; result: unknown } | { via: 'weixin' } | null;

function nativeBridge(): NativeBridge | null {
  return typeof window === 'undefined' ? null : (window.nativeBridge ?? null);
}

/** Calls the bridge; resolves `{ ok: false }` when there is none or the call throws. */
async function call(method: string, payload?: unknown): Promise<{ ok: boolean; result?: unknown }> {
  const b = nativeBridge();
  if (!b) return { ok: false };
  try {
    return { ok: true, result: await b.call(method, payload) };
  } catch {
    return { ok: false };
  }
}

/**
 * The app's login (spec 4.2): true when the app took it; false without a bridge or when it refused, and
 * the caller sends the user to the web login carrying where they were going (loginPath, a layer above).
 */
export async function nativeLogin(): Promise<boolean> {
  return (await call(BRIDGE_METHODS.login)).ok;
}

/** The native bridge wrapper of spec 7.8; every action degrades in a plain browser. */
export const bridge = {
  isAvailable(): boolean {
    return nativeBridge() != null;
  },
  /** Native login; without a bridge the web login page. */
  async login(): Promise<void> {
    if (await nativeLogin()) return;
    shell.navigate(getHost().loginPath);
  },
  /** Reports an expired token to the wrapper (wallet, spec 4.2); false when there is no bridge. */
  async tokenExpired(): Promise<boolean> {
    return (await call(BRIDGE_METHODS.tokenExpired)).ok;
  },
  /**
   * Spec 4.10: face recognition only in the app or the official-account browser. In the messaging
   * browser the caller starts the web flow (`via: 'weixin'`); elsewhere the user is told and null comes back.
   */
  async faceRecognition(payload?: unknown): Promise<FaceRecognitionResult> {
    const { face } = getHost().profile;
    if (face === 'native') {
      const r = await call(BRIDGE_METHODS.faceRecognition, payload);
      if (r.ok) return { via: 'native', result: r.result };
    }
    if (face === 'messagingWeb') return { via: 'weixin' };
    await shell.alert({ content: MESSAGES.faceOutsideApp });
    return null;
  },
  /** Native camera; null without a bridge (the page falls back to a file input). */
  async camera(payload?: unknown): Promise<unknown> {
    const r = await call(BRIDGE_METHODS.camera, payload);
    return r.ok ? r.result : null;
  },
  /** Spec 7.8: share with title, desc, link and image where the source shares natively; elsewhere the "download the app" toast. */
  async share(payload: SharePayload): Promise<boolean> {
    const r = getHost().profile.share === 'native' ? await call(BRIDGE_METHODS.share, payload) : { ok: false };
    if (!r.ok) shell.toast(MESSAGES.shareUnavailable);
    return r.ok;
  },
  async fingerprint(payload?: unknown): Promise<unknown> {
    const r = await call(BRIDGE_METHODS.fingerprint, payload);
    return r.ok ? r.result : null;
  },
  /**
   * Fingerprint pay (ADR 030; builds 93 iOS / 103 Android on): the user touches the sensor and the app
   * makes a device key, answering its id and (stand-in) secret; null when cancelled or not answered.
   */
  async fingerprintRegister(): Promise<FingerprintDeviceKey | null> {
    const r = await bridge.fingerprint({ type: 'register' } satisfies FingerprintRequest);
    return isRecord(r) && isToken(r.keyId, 16, 64) && isToken(r.keySecret, 32, 128) ? { keyId: r.keyId, keySecret: r.keySecret } : null;
  },
  /** The device key's proof over a pay challenge, after the user's fingerprint; null when cancelled or failed. */
  async fingerprintProve(keyId: string, challenge: string): Promise<string | null> {
    const r = await bridge.fingerprint({ type: 'pay', keyId, challenge } satisfies FingerprintRequest);
    return isRecord(r) && typeof r.proof === 'string' && /^[0-9a-f]{64}$/.test(r.proof) ? r.proof : null;
  },
  /** Asks the app to forget a device key (fingerprint pay turned off); false when there is no bridge. */
  async fingerprintRemove(keyId: string): Promise<boolean> {
    return (await call(BRIDGE_METHODS.fingerprint, { type: 'remove', keyId } satisfies FingerprintRequest)).ok;
  },
  async finishWindow(): Promise<boolean> {
    return (await call(BRIDGE_METHODS.finishWindow)).ok;
  },
  /** Spec 2.11: the wallet shows the page title natively; false when there is no bridge. */
  async setNativeTitle(title: string): Promise<boolean> {
    return (await call(BRIDGE_METHODS.setNativeTitle, { title })).ok;
  },
  /** Opens a URL in a new page of the app (its own title bar and back); false when it could not. */
  async openWebPage(url: string): Promise<boolean> {
    return (await call(BRIDGE_METHODS.openWebPage, { url })).ok;
  },
  /** Opens a page the app renders natively (NATIVEPAGES); false when it could not. */
  async openNativePage(name: string, params?: Record<string, unknown>): Promise<boolean> {
    return (await call(BRIDGE_METHODS.openNativePage, { name, params })).ok;
  },
};
