import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { allAgreementsSelectedAtom, isLoginAtom, MESSAGES, sessionStore, shell } from '@credit/shared';
import { QueryView } from '@credit/shared/ui';
import { useContractList } from '../api';
import type ContractPopupComponent from './ContractPopup';

/**
 * The loan's agreements (contractList), each readable (contractUrl, server HTML sanitised), and one
 * box that selects them all. The selection is the session's `allAgreementsSelectedAtom`: leaving or
 * confirming with it unticked asks for consent (MESSAGES.agreementConsent: the back policy and the page's button).
 */
export function Agreements({ orderNo = '', error }: { orderNo?: string; error?: string | null }) {
  const isLogin = useAtomValue(isLoginAtom, { store: sessionStore });
  // /loanAgreement is open to guests; the contracts are a user's (contractList wants a session).
  if (!isLogin) return <p className="ui-hint">登录后可查看借款相关协议</p>;
  return <AgreementList orderNo={orderNo} error={error} />;
}

function AgreementList({ orderNo, error }: { orderNo: string; error?: string | null }) {
  const list = useContractList(orderNo);
  const [selected, setSelected] = useAtom(allAgreementsSelectedAtom, { store: sessionStore });
  const [reading, setReading] = useState<string | null>(null);
  const [ContractPopup, setContractPopup] = useState<typeof ContractPopupComponent | null>(null);
  // The contract reader (antd-mobile's Popup with its animation library, the HTML sanitiser) is most
  // of the page's code: it is fetched at the first opening, not with the page. Once there it stays
  // mounted, so the popup animates its closing; a failed fetch says so and leaves the page as it was.
  const read = (key: string) => {
    setReading(key);
    if (ContractPopup) return;
    import('./ContractPopup').then(
      (module) => setContractPopup(() => module.default),
      () => {
        setReading(null);
        shell.toast(MESSAGES.network);
      },
    );
  };
  // Each screen asks anew: a consent given for another loan is not this one's.
  useEffect(() => () => sessionStore.set(allAgreementsSelectedAtom, false), []);
  return (
    <QueryView query={list} loading={<p className="ui-hint">协议加载中…</p>} isEmpty={(d) => d.list.length === 0} empty={null}>
      {(data) => (
        <>
          <label className="ui-consent ui-consent-row loan-agreements" htmlFor="loan-agree">
            <input id="loan-agree" type="checkbox" checked={selected} onChange={(e) => setSelected(e.target.checked)} aria-invalid={error ? true : undefined} />
            <span>
              我已阅读并同意
              {data.list.map((c) => (
                <button key={c.key} type="button" className="loan-link" onClick={() => read(c.key)}>
                  《{c.title}》
                </button>
              ))}
            </span>
          </label>
          {error && <p className="ui-error" role="alert">{error}</p>}
          {ContractPopup && <ContractPopup orderNo={orderNo} contractKey={reading} onClose={() => setReading(null)} />}
        </>
      )}
    </QueryView>
  );
}
