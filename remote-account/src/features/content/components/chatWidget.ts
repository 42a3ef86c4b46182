import { CUSTOMER_SERVICE_WAIT_MS } from '@credit/shared';
import type { CustomerServiceChannel } from '@credit/shared/api';

/** What the chat service's script puts on window once it can take a conversation. */
export interface ChatApi {
  ready: boolean;
  mount(container: HTMLElement, config: { uid: string; level: string; channel: CustomerServiceChannel }): void;
}

declare global {
  interface Window {
    CreditChat?: ChatApi;
  }
}

/** Only same-origin or https scripts: a config answer must not be able to load code over plain http elsewhere. */
export function allowedScriptUrl(raw: string, base: string): string | null {
  try {
    const url = new URL(raw, base);
    const own = new URL(base).origin;
    return url.origin === own || url.protocol === 'https:' ? url.href : null;
  } catch (failure) {
    // Not a URL at all (URL's TypeError): refused like any other script the page must not load. Anything else is a bug.
    if (failure instanceof TypeError) return null;
    throw failure;
  }
}

export class ChatUnavailable extends Error {
  constructor(readonly reason: 'refused' | 'blocked' | 'timeout') {
    super(`chat unavailable: ${reason}`);
  }
}

const POLL_MS = 50;
const MARK = 'data-cs-widget';

const readyApi = (win: Window): ChatApi | null => (win.CreditChat?.ready && typeof win.CreditChat.mount === 'function' ? win.CreditChat : null);

/**
 * Loads the chat script and waits for its ready flag, at most `waitMs` (spec 9: 1500 ms). Rejects with
 * ChatUnavailable at once when the script cannot load, or when the wait runs out.
 */
export function loadChatWidget(scriptUrl: string, options: { waitMs?: number; win?: Window } = {}): Promise<ChatApi> {
  const win = options.win ?? window;
  const doc = win.document;
  const waitMs = options.waitMs ?? CUSTOMER_SERVICE_WAIT_MS;
  const src = allowedScriptUrl(scriptUrl, win.location.href);
  if (!src) return Promise.reject(new ChatUnavailable('refused'));
  const already = readyApi(win);
  if (already) return Promise.resolve(already);

  return new Promise<ChatApi>((resolve, reject) => {
    let script = doc.querySelector<HTMLScriptElement>(`script[${MARK}]`);
    if (!script || script.src !== src) {
      script?.remove();
      script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.setAttribute(MARK, '');
      doc.head.appendChild(script);
    }
    const el = script;
    const finish = (api: ChatApi | null, reason: ChatUnavailable['reason'] = 'timeout') => {
      clearInterval(poll);
      clearTimeout(deadline);
      el.removeEventListener('error', onError);
      if (api) return resolve(api);
      // A later visit starts over with a fresh script element.
      el.remove();
      reject(new ChatUnavailable(reason));
    };
    const onError = () => finish(null, 'blocked');
    el.addEventListener('error', onError);
    // Both timers exist before any callback can call finish (events and timers fire later).
    const poll = setInterval(() => {
      const api = readyApi(win);
      if (api) finish(api);
    }, POLL_MS);
    const deadline = setTimeout(() => finish(readyApi(win)), waitMs);
  });
}
