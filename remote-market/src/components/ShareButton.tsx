import { useState } from 'react';
import { Button } from 'antd-mobile';
import { API_PATHS, ApiError, bridge, http, MESSAGES, shell } from '@credit/shared';
import type { ActivityCode, ShareData } from '@credit/shared/api';

/**
 * Shares an activity through the native bridge (spec 7.8): the server gives what to share; a failed
 * share shows the server's message or MESSAGES.shareFailed (spec 8); a browser without the bridge gets
 * MESSAGES.shareUnavailable (the bridge's own toast).
 */
export function ShareButton({ code, label = '分享给好友' }: { code: ActivityCode; label?: string }) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const payload = await http.post<ShareData>(API_PATHS.market.share, { code }, { suppressErrorToast: true });
      await bridge.share(payload);
    } catch (error) {
      shell.toast(error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.shareFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button block color="primary" fill="outline" loading={busy} onClick={() => void share()}>
      {label}
    </Button>
  );
}
