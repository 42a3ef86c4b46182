import { Button } from 'antd-mobile';
import { MESSAGES, shell } from '@credit/shared';
import type { ExtendInfoData } from '@credit/shared/api';
import { QueryView, useSubmit, useSubmitForm } from '@credit/shared/ui';
import { useSaveProfile } from '../../api';
import { profileExtrasOk, ProfileFields, useDictionaries, useExtendInfo, useProfileForm, type Dictionaries } from '../../../../components/profile/ProfileFields';
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
  // The page's own markup (auth-actions); the line shows only when it says something, the button keeps its text.
  const { formProps, submitButtonProps, errorLine } = useSubmitForm({
    form,
    alsoCheck: () => profileExtrasOk(form),
    submit: save,
    onSubmit: () => save.run(toBodies(form.values as ProfileValues)),
    emptyLine: false,
    pendingAs: 'disabled',
  });

  return (
    <form aria-label="个人信息" {...formProps}>
      <ProfileFields form={form} dicts={dicts} />
      {errorLine}
      <div className="auth-actions">
        <Button block color="primary" size="large" {...submitButtonProps}>
          保存
        </Button>
      </div>
    </form>
  );
}
