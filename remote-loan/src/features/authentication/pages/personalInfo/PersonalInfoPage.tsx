import { useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { MESSAGES, shell } from '@credit/shared';
import type { ExtendInfoData } from '@credit/shared/api';
import { Field, QueryView, useForm, useSubmit } from '@credit/shared/ui';
import { useDictionaries, useExtendInfo, useSaveProfile, type Dictionaries, type DictEntry } from '../../api';
import { citiesOf, countiesOf, provinces } from '../../components/areas';
import { extraChecks, initialValues, PROFILE_RULES, toBodies, toggleCode, type ProfileField } from '../../components/profileForm';
import { Select } from '../../components/Select';
import '@credit/shared/ui.css';
import '../../components/authentication.css';

/**
 * The supplementary profile (spec 3, route personalInfo): work, contacts, area and income, checked
 * with the spec-5 rules; saved through customer/saveBasicInfo and userCollectionInfo, read back from
 * customer/extendInfo. A failed check or save keeps everything typed.
 */
export default function PersonalInfoPage() {
  const dictionaries = useDictionaries();
  const saved = useExtendInfo();
  return (
    <div className="auth-page">
      <QueryView query={dictionaries} failedTitle={MESSAGES.dictionaryFailed}>
        {(dicts) => <QueryView query={saved}>{(s) => <ProfileForm dicts={dicts} saved={s} />}</QueryView>}
      </QueryView>
    </div>
  );
}

const options = (entries: DictEntry[]) => entries.map((e) => ({ value: e.code, label: e.name }));
const names = (list: readonly string[]) => list.map((n) => ({ value: n, label: n }));

function ProfileForm({ dicts, saved }: { dicts: Dictionaries; saved: ExtendInfoData }) {
  const form = useForm(PROFILE_RULES);
  // Nothing typed is lost on a refusal: the values stay, the reason shows under the form (or is toasted).
  const save = useSubmit(useSaveProfile(), {
    onAnswer: () => {
      shell.toast('保存成功');
      shell.back();
    },
  });
  const filled = useRef(false);

  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    for (const [name, value] of Object.entries(initialValues(saved))) form.set(name as ProfileField, value);
  }, [form, saved]);

  const select = (name: ProfileField, label: string, entries: DictEntry[]) => (
    <Select id={`pi-${name}`} label={label} options={options(entries)} {...form.field(name)} />
  );
  const multi = (name: 'incomeSource' | 'loanType', legend: string, entries: DictEntry[]) => {
    const chosen = new Set(form.values[name] ? form.values[name].split(',') : []);
    const errorId = `pi-${name}-error`;
    return (
      <>
        <fieldset className="auth-checks" aria-describedby={form.errors[name] ? errorId : undefined}>
          <legend>{legend}</legend>
          {entries.map((e) => (
            <label key={e.code}>
              <input
                type="checkbox"
                checked={chosen.has(e.code)}
                onChange={() => form.set(name, toggleCode(form.values[name], e.code, entries.map((x) => x.code)))}
              />
              {e.name}
            </label>
          ))}
        </fieldset>
        {form.errors[name] && <p className="ui-field-error-aligned" id={errorId} role="alert">{form.errors[name]}</p>}
      </>
    );
  };

  const submit = () => {
    const passed = form.check();
    const extra = extraChecks(form.values);
    for (const [name, message] of Object.entries(extra)) form.setError(name as ProfileField, message);
    if (!passed || Object.keys(extra).length > 0) return;
    void save.run(toBodies(form.values));
  };

  return (
    <form
      aria-label="个人信息"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section className="auth-card">
        <h2>职业信息</h2>
        {select('industry', '行业', dicts.industry)}
        {select('profession', '职业', dicts.profession)}
        <Field id="pi-duty" label="职务" maxLength={32} {...form.field('duty')} />
        <Field id="pi-company" label="单位名称" maxLength={60} {...form.field('company')} />
        <Field id="pi-companyAddress" label="单位地址" maxLength={100} {...form.field('companyAddress')} />
        <Field id="pi-companyPhone" label="单位电话" type="tel" inputMode="tel" maxLength={20} placeholder="选填" {...form.field('companyPhone')} />
        {select('education', '学历', dicts.education)}
        {select('marriage', '婚姻状况', dicts.marriage)}
        <Field id="pi-email" label="电子邮箱" inputMode="email" maxLength={64} {...form.field('email')} />
      </section>

      <section className="auth-card">
        <h2>联系人</h2>
        <Field id="pi-relativeName" label="亲属姓名" maxLength={30} {...form.field('relativeName')} />
        {select('relationship', '与本人关系', dicts.relationship)}
        <Field id="pi-relativePhone" label="亲属手机号" type="tel" inputMode="tel" maxLength={13} {...form.field('relativePhone')} />
        <Field id="pi-friendName" label="朋友姓名" maxLength={30} {...form.field('friendName')} />
        <Field id="pi-friendPhone" label="朋友手机号" type="tel" inputMode="tel" maxLength={13} {...form.field('friendPhone')} />
      </section>

      <section className="auth-card">
        <h2>居住信息</h2>
        <Select
          id="pi-province" label="省份" options={names(provinces())} value={form.values.province}
          onChange={(v) => { form.set('province', v); form.set('city', ''); form.set('county', ''); }}
        />
        <Select
          id="pi-city" label="城市" options={names(citiesOf(form.values.province))} value={form.values.city}
          onChange={(v) => { form.set('city', v); form.set('county', ''); }}
        />
        <Select id="pi-county" label="区县" options={names(countiesOf(form.values.province, form.values.city))} {...form.field('county')} />
        <Field id="pi-address" label="详细地址" maxLength={100} {...form.field('address')} />
      </section>

      <section className="auth-card">
        <h2>收入信息</h2>
        <Field id="pi-monthlyIncome" label="月收入（元）" inputMode="numeric" maxLength={7} {...form.field('monthlyIncome')} />
        {select('incomeLevel', '收入水平', dicts.incomeLevel)}
        {multi('incomeSource', '收入来源（可多选）', dicts.incomeSource)}
        {multi('loanType', '借款类型（可多选）', dicts.loanType)}
      </section>

      {save.error && <p className="ui-error" role="alert">{save.error}</p>}
      <div className="auth-actions">
        <Button block color="primary" size="large" type="submit" disabled={save.pending}>
          保存
        </Button>
      </div>
    </form>
  );
}
