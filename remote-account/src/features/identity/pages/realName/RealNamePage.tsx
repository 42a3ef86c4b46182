import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from '@credit/shared/router';
import { baseInfoAtom, flowRoute, loadBaseInfo, MESSAGES, readReturnUrl, shell } from '@credit/shared';
import { useRealName } from '../../api';
import { IdentityForm } from '../../components/IdentityForm';
import { Loading } from '@credit/shared/ui';
import '@credit/shared/ui.css';

/**
 * /realName (spec 2.8, 4.3): name and ID number verified against the authority and bound to the
 * account. Next step: confirm which mobile the bank card will use, then bind the card and open.
 */
export default function RealNamePage() {
  const [params] = useSearchParams();
  const returnUrl = readReturnUrl(params);
  const info = useAtomValue(baseInfoAtom);
  // Read once: verifying here makes the user verified too, and that must not redirect mid-flow.
  const [alreadyVerified] = useState(() => info?.ucrealnamed === 'Y');
  const realName = useRealName();

  // A verified user has nothing to enter here: the open-card flow confirms identity instead (spec 4.3).
  useEffect(() => {
    if (alreadyVerified) shell.navigate(returnUrl ? flowRoute('/validateIdentity', returnUrl) : '/realNameShow', { replace: true });
  }, [alreadyVerified, returnUrl]);
  if (alreadyVerified) return <Loading />; // on its way to the right step, never a blank page

  return (
    <IdentityForm
      idPrefix="realname"
      submitText="提交认证"
      notice={<p className="ui-hint ui-reminder">{MESSAGES.studentReminder}</p>}
      mutation={realName}
      onAnswer={async () => {
        // The next steps read the new state: wait for the base info the mutation invalidated.
        await loadBaseInfo();
        shell.toast('实名认证成功');
        shell.navigate(flowRoute('/realNameConfirmMobile', returnUrl), { replace: true });
      }}
    />
  );
}
