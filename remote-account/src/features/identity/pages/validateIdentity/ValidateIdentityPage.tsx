import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from '@credit/shared/router';
import { baseInfoAtom, flowRoute, readReturnUrl, shell } from '@credit/shared';
import { useRealNameValidate } from '../../api';
import { IdentityForm } from '../../components/IdentityForm';
import { Loading } from '@credit/shared/ui';
import '@credit/shared/ui.css';

/**
 * /validateIdentity (spec 2.8, 4.3): a real-named user whose account is not opened confirms the
 * verified identity before binding a card and opening, then returns to where the flow started.
 */
export default function ValidateIdentityPage() {
  const [params] = useSearchParams();
  const returnUrl = readReturnUrl(params);
  const info = useAtomValue(baseInfoAtom);
  // Nothing to confirm yet: a user without a real name verifies first (spec 4.3 sends them to realName).
  const [notVerified] = useState(() => info?.ucrealnamed !== 'Y');
  const validate = useRealNameValidate();
  useEffect(() => {
    if (notVerified) shell.navigate(flowRoute('/realName', returnUrl), { replace: true });
  }, [notVerified, returnUrl]);
  if (notVerified) return <Loading />; // on its way to the right step, never a blank page

  return (
    <IdentityForm
      idPrefix="validate"
      submitText="下一步"
      notice={<p className="ui-hint">为保障账户安全，开卡前请核实您的实名信息。</p>}
      mutation={validate}
      onAnswer={() => shell.navigate(flowRoute('/bankCard', returnUrl, { open: '1' }), { replace: true })}
    />
  );
}
