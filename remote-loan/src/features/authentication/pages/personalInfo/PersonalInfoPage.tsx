import { Button } from 'antd-mobile';
import { MESSAGES, shell } from '@credit/shared';
import type { ExtendInfoData } from '@credit/shared/api';
import { QueryView, useSubmit } from '@credit/shared/ui';
import { useSaveProfile } from '../../api';
import { checkProfile, ProfileFields, useDictionaries, useExtendInfo, useProfileForm, type Dictionaries } from '../../../../components/profile/ProfileFields';
import { toBodies, type ProfileValues } from '../../../../components/profile/profileForm';
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

function ProfileForm({ dicts, saved }: { dicts: Dictionaries; saved: ExtendInfoData }) {
  const form = useProfileForm(saved);
  // Nothing typed is lost on a refusal: the values stay, the reason shows under the form (or is toasted).
  const save = useSubmit(useSaveProfile(), {
    onAnswer: () => {
      shell.toast('保存成功');
      shell.back();
    },
  });

  return (
    <form
      aria-label="个人信息"
      onSubmit={(e) => {
        e.preventDefault();
        if (checkProfile(form)) void save.run(toBodies(form.values as ProfileValues));
      }}
    >
      <ProfileFields form={form} dicts={dicts} />
      {save.error && <p className="ui-error" role="alert">{save.error}</p>}
      <div className="auth-actions">
        <Button block color="primary" size="large" type="submit" disabled={save.pending}>
          保存
        </Button>
      </div>
    </form>
  );
}
