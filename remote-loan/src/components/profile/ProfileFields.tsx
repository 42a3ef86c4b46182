import { useLayoutEffect, useMemo, useRef } from 'react';
import { readKey, sharedReads, useRead, useReadEach } from '@credit/shared';
import type { DicdataByTypeData, ExtendInfoData } from '@credit/shared/api';
import { Field, useForm } from '@credit/shared/ui';
import { useAreas } from './areas';
import { extraChecks, initialValues, PROFILE_RULES, toggleCode, type ProfileField, type ProfileValues } from './profileForm';
import { Select } from './Select';
import { profileReads } from './profileReads';
import './profile.css';

/**
 * The supplementary profile's fields (spec 3) as one set of form sections, used by the profile page
 * (personalInfo: saved through customer/saveBasicInfo and userCollectionInfo) and by the credit-router
 * profile step of a partner's borrow flow (customer/crawlerData, ADR 033): the same fields, rules and
 * messages, both opened with what the user saved (customer/extendInfo).
 */

/** The supplementary profile's dictionaries (spec 9 codes), fetched together: one failure, one retry. */
export const PROFILE_DICTIONARIES = ['industry', 'profession', 'education', 'marriage', 'relationship', 'incomeLevel', 'incomeSource', 'loanType'] as const;
export type ProfileDictionary = (typeof PROFILE_DICTIONARIES)[number];
export type DictEntry = { code: string; name: string };
export type Dictionaries = Record<ProfileDictionary, DictEntry[]>;

export const profileKeys = { extendInfo: readKey(profileReads.extendInfo) };

const PROFILE_TYPES = PROFILE_DICTIONARIES.map((type) => ({ type }));
const entries = (d: DicdataByTypeData): DictEntry[] => (d[0]?.children ?? []).map(({ code, name }) => ({ code, name }));

/** The dictionaries, one shared read per type (sharedReads.dictionary), shown as one: one failure, one retry. */
export function useDictionaries() {
  const lists = useReadEach(sharedReads.dictionary, PROFILE_TYPES, { select: entries, staleTime: 10 * 60_000 });
  const data = useMemo(
    () => (lists.data ? (Object.fromEntries(PROFILE_DICTIONARIES.map((type, i) => [type, lists.data![i]])) as Dictionaries) : undefined),
    [lists.data],
  );
  return { ...lists, data };
}
/** The saved supplementary profile, read fresh on every visit. */
export const useExtendInfo = () => useRead(profileReads.extendInfo);

export type ProfileForm = ReturnType<typeof useForm<ProfileField>>;

/** The profile form, filled once with what was saved (or the router flow's defaults of spec 9). */
export function useProfileForm(saved: ExtendInfoData): ProfileForm {
  const form = useForm(PROFILE_RULES);
  const filled = useRef(false);
  // In the commit, not after it: a passive effect could run after the first keystrokes (a fast user,
  // or a test on a loaded machine) and overwrite them with what was saved.
  useLayoutEffect(() => {
    if (filled.current) return;
    filled.current = true;
    for (const [name, value] of Object.entries(initialValues(saved))) form.set(name as ProfileField, value);
  }, [form, saved]);
  return form;
}

/**
 * The checks beyond the rule table, next to the form's own check (a SubmitForm's `alsoCheck`): each
 * failing field shows its message; true when all pass.
 */
export function profileExtrasOk(form: ProfileForm): boolean {
  const extra = extraChecks(form.values as ProfileValues);
  for (const [name, message] of Object.entries(extra)) form.setError(name as ProfileField, message);
  return Object.keys(extra).length === 0;
}

const options = (entries: DictEntry[]) => entries.map((e) => ({ value: e.code, label: e.name }));
const names = (list: readonly string[]) => list.map((n) => ({ value: n, label: n }));

/** The profile's sections: work, contacts, area and income. `idPrefix` keeps two forms' ids apart. */
export function ProfileFields({ form, dicts, idPrefix = 'pi' }: { form: ProfileForm; dicts: Dictionaries; idPrefix?: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // The national divisions come on a chunk of their own: until then the pickers offer nothing (what was saved shows once they come).
  const areas = useAreas();
  const select = (name: ProfileField, label: string, entries: DictEntry[]) => (
    <Select id={id(name)} label={label} options={options(entries)} {...form.field(name)} />
  );
  const multi = (name: 'incomeSource' | 'loanType', legend: string, entries: DictEntry[]) => {
    const chosen = new Set(form.values[name] ? form.values[name].split(',') : []);
    const errorId = `${id(name)}-error`;
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

  return (
    <>
      <section className="auth-card">
        <h2>职业信息</h2>
        {select('industry', '行业', dicts.industry)}
        {select('profession', '职业', dicts.profession)}
        <Field id={id('duty')} label="职务" maxLength={32} {...form.field('duty')} />
        <Field id={id('company')} label="单位名称" maxLength={60} {...form.field('company')} />
        <Field id={id('companyAddress')} label="单位地址" maxLength={100} {...form.field('companyAddress')} />
        <Field id={id('companyPhone')} label="单位电话" type="tel" inputMode="tel" maxLength={20} placeholder="选填" {...form.field('companyPhone')} />
        {select('education', '学历', dicts.education)}
        {select('marriage', '婚姻状况', dicts.marriage)}
        <Field id={id('email')} label="电子邮箱" inputMode="email" maxLength={64} {...form.field('email')} />
      </section>

      <section className="auth-card">
        <h2>联系人</h2>
        <Field id={id('relativeName')} label="亲属姓名" maxLength={30} {...form.field('relativeName')} />
        {select('relationship', '与本人关系', dicts.relationship)}
        <Field id={id('relativePhone')} label="亲属手机号" type="tel" inputMode="tel" maxLength={13} {...form.field('relativePhone')} />
        <Field id={id('friendName')} label="朋友姓名" maxLength={30} {...form.field('friendName')} />
        <Field id={id('friendPhone')} label="朋友手机号" type="tel" inputMode="tel" maxLength={13} {...form.field('friendPhone')} />
      </section>

      <section className="auth-card">
        <h2>居住信息</h2>
        <Select
          id={id('province')} label="省份" options={names(areas?.provinces ?? [])} value={form.values.province}
          onChange={(v) => { form.set('province', v); form.set('city', ''); form.set('county', ''); }}
        />
        <Select
          id={id('city')} label="城市" options={names(areas?.citiesOf(form.values.province) ?? [])} value={form.values.city}
          onChange={(v) => { form.set('city', v); form.set('county', ''); }}
        />
        <Select id={id('county')} label="区县" options={names(areas?.countiesOf(form.values.province, form.values.city) ?? [])} {...form.field('county')} />
        <Field id={id('address')} label="详细地址" maxLength={100} {...form.field('address')} />
      </section>

      <section className="auth-card">
        <h2>收入信息</h2>
        <Field id={id('monthlyIncome')} label="月收入（元）" inputMode="numeric" maxLength={7} {...form.field('monthlyIncome')} />
        {select('incomeLevel', '收入水平', dicts.incomeLevel)}
        {multi('incomeSource', '收入来源（可多选）', dicts.incomeSource)}
        {multi('loanType', '借款类型（可多选）', dicts.loanType)}
      </section>
    </>
  );
}
