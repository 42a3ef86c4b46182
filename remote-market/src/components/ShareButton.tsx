import { Button } from 'antd-mobile';
import type { ActivityCode } from '@credit/shared/api';
import { useSubmit } from '@credit/shared/ui';
import { useShare } from './shareApi';

/**
 * Shares an activity through the native bridge (spec 7.8), one share at a time. A failure is toasted
 * by the share call itself in the product's words (`useShare`), so the button shows nothing more.
 */
/** `helpId`: a help share names the user's own request (its link leads friends to it). */
export function ShareButton({ code, helpId, label = '分享给好友' }: { code: ActivityCode; helpId?: string; label?: string }) {
  const share = useSubmit(useShare(), { onRefused: () => true });
  return (
    <Button block color="primary" fill="outline" loading={share.pending} onClick={() => void share.run(helpId ? { code, helpId } : { code })}>
      {label}
    </Button>
  );
}
