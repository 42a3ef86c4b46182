import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Popup } from 'antd-mobile';
import { allAgreementsSelectedAtom, isLoginAtom, sessionStore } from '@credit/shared';
import { ServerHtml } from '@credit/shared/html';
import { QueryView } from '@credit/shared/ui';
import { useContract, useContractList } from '../api';

/**
 * The loan's agreements (contractList), each readable (contractUrl, server HTML sanitised), and one
 * box that selects them all. The selection is the session's `allAgreementsSelectedAtom`: leaving or
 * confirming with it unticked asks for consent (MESSAGES.agreementConsent: the back policy and the page's button).
 */
export function Agreements({ orderNo = '', error }: { orderNo?: string; error?: string | null }) {
  const isLogin = useAtomValue(isLoginAtom, { store: sessionStore });
  // /loanAgreement is open to guests; the contracts are a user's (contractList wants a session).
  if (!isLogin) return <p className="acc-hint">登录后可查看借款相关协议</p>;
  return <AgreementList orderNo={orderNo} error={error} />;
}

function AgreementList({ orderNo, error }: { orderNo: string; error?: string | null }) {
  const list = useContractList(orderNo);
  const [selected, setSelected] = useAtom(allAgreementsSelectedAtom, { store: sessionStore });
  const [reading, setReading] = useState<string | null>(null);
  // Each screen asks anew: a consent given for another loan is not this one's.
  useEffect(() => () => sessionStore.set(allAgreementsSelectedAtom, false), []);
  return (
    <QueryView query={list} loading={<p className="acc-hint">协议加载中…</p>} isEmpty={(d) => d.list.length === 0} empty={null}>
      {(data) => (
        <>
          <label className="acc-consent acc-consent-row loan-agreements" htmlFor="loan-agree">
            <input id="loan-agree" type="checkbox" checked={selected} onChange={(e) => setSelected(e.target.checked)} aria-invalid={error ? true : undefined} />
            <span>
              我已阅读并同意
              {data.list.map((c) => (
                <button key={c.key} type="button" className="loan-link" onClick={() => setReading(c.key)}>
                  《{c.title}》
                </button>
              ))}
            </span>
          </label>
          {error && <p className="acc-error" role="alert">{error}</p>}
          <Popup visible={reading !== null} onMaskClick={() => setReading(null)} bodyStyle={{ maxHeight: '80vh', overflow: 'auto' }} destroyOnClose>
            {reading && <ContractText orderNo={orderNo} contractKey={reading} onClose={() => setReading(null)} />}
          </Popup>
        </>
      )}
    </QueryView>
  );
}

function ContractText({ orderNo, contractKey, onClose }: { orderNo: string; contractKey: string; onClose: () => void }) {
  const contract = useContract(contractKey, orderNo);
  return (
    <div className="acc-doc" role="dialog" aria-label="协议内容">
      <QueryView query={contract}>
        {(c) => (
          <>
            <h2>{c.title}</h2>
            <ServerHtml html={c.html} />
          </>
        )}
      </QueryView>
      <button type="button" className="loan-close" onClick={onClose}>关闭</button>
    </div>
  );
}
