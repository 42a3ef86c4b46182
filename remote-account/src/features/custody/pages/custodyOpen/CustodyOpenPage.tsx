import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { flowRoute, readReturnUrl, RULES, shell } from '@credit/shared';
import { useSearchParams } from '@credit/shared/router';
import type { MainGuidanceData } from '@credit/shared/api';
import { CONFIRM_PASSWORD_STATUSES, Field, IDENTITY_STATUSES, Loading, NEW_PASSWORD_STATUSES, QueryView, Steps, fieldMap, useForm, useSubmit, SubmitForm } from '@credit/shared/ui';
import { useCustodyBindCard, useMainGuidance, useOpenCustody, type PickedCard } from '../../api';
import { BoundCardPicker, CARD_FIELDS, CARD_KEYS, CustodyCardFields, cardBody, useCardCodeSend } from '../../components/custodyCard';
import '@credit/shared/ui.css';

const STEP_LABELS = ['开通存管账户', '绑定银行卡'];

/**
 * Opening the custody account (ADR 037), in the order custody/mainGuidance names: the real-name ID number
 * and the deposit password (depository/openAccount), then a card (one already bound, picked, or one typed and
 * shown back by user/bindcard/cardNoBackView) proved by the code sent to its reserved mobile (depository/bindCard). Nothing left: back to the flow that
 * sent the user (`returnUrl`: the confirm page of a custody funder's loan), else to the account.
 */
export default function CustodyOpenPage() {
  const guidance = useMainGuidance();
  return (
    <QueryView query={guidance} loading={<Loading lines={4} />} failedTitle="存管账户信息加载失败">
      {(g) => <Step g={g} />}
    </QueryView>
  );
}

function Step({ g }: { g: MainGuidanceData }) {
  const [params] = useSearchParams();
  const returnUrl = readReturnUrl(params);
  const done = g.next === null;
  useEffect(() => {
    if (done && returnUrl) shell.navigate(returnUrl, { replace: true });
  }, [done, returnUrl]);
  if (g.next === 'realName') {
    return (
      <div className="ui-page">
        <div className="ui-result">
          <h2>请先完成实名认证</h2>
          <Button color="primary" shape="rounded" onClick={() => shell.navigate(`/realName?callBackUrl=${encodeURIComponent(flowRoute('/custodyOpen', returnUrl))}`)}>
            去实名
          </Button>
        </div>
      </div>
    );
  }
  if (g.next === 'openAccount') return <OpenForm />;
  if (g.next === 'bindCard') return <BindForm />;
  return (
    <div className="ui-page">
      <div className="ui-result">
        <h2>存管账户已开通</h2>
        <Button color="primary" shape="rounded" onClick={() => shell.navigate('/depositeSetting')}>
          返回存管账户
        </Button>
      </div>
    </div>
  );
}

const OPEN_KEYS = { certId: 'idNumber', password: 'dealPassword', confirmPassword: 'dealPassword' } as const;
const OPEN_FIELDS = fieldMap<keyof typeof OPEN_KEYS>({ certId: IDENTITY_STATUSES, password: NEW_PASSWORD_STATUSES, confirmPassword: CONFIRM_PASSWORD_STATUSES });

function OpenForm() {
  const form = useForm(OPEN_KEYS);
  const opening = useSubmit(useOpenCustody(), { fields: OPEN_FIELDS, form });
  const submit = () => opening.run({ certId: form.clean('certId').toUpperCase(), password: form.clean('password'), confirmPassword: form.clean('confirmPassword') });
  return (
    <SubmitForm className="ui-page" aria-label="开通存管账户" form={form} submit={opening} onSubmit={submit} submitText="开通存管账户">
      <Steps labels={STEP_LABELS} current={0} />
      <div className="ui-card">
        <Field id="custody-cert" label="身份证号" autoComplete="off" maxLength={18} placeholder={RULES.idNumber.required} {...form.field('certId')} />
        <Field id="custody-pwd" label="存管密码" type="password" autoComplete="off" maxLength={16} placeholder="6-16位字母和数字" {...form.field('password')} />
        <Field id="custody-pwd2" label="确认密码" type="password" autoComplete="off" maxLength={16} placeholder="再次输入存管密码" {...form.field('confirmPassword')} />
      </div>
    </SubmitForm>
  );
}

function BindForm() {
  const form = useForm(CARD_KEYS);
  const [picked, setPicked] = useState<PickedCard | null>(null);
  const card = useCardCodeSend(form, picked);
  const binding = useSubmit(useCustodyBindCard(), { fields: CARD_FIELDS, form });
  const submit = () => (picked ? binding.run({ cardId: picked.cardId, mobile: form.clean('mobile'), code: form.clean('code') }) : binding.run(cardBody(form)));
  return (
    <SubmitForm
      className="ui-page"
      aria-label="绑定银行卡"
      form={form}
      // A picked card brings its number: only the mobile and the code are typed.
      fields={picked ? ['mobile', 'code'] : undefined}
      submit={binding}
      onSubmit={submit}
      submitText="确认绑定"
    >
      <Steps labels={STEP_LABELS} current={1} />
      <BoundCardPicker picked={picked} onPick={setPicked} untouched={!form.values.cardNo && !form.values.mobile} />
      <div className="ui-card">
        <CustodyCardFields form={form} card={card} idPrefix="custody" />
      </div>
    </SubmitForm>
  );
}
