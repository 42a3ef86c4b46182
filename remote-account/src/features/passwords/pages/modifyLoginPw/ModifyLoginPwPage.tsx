import { shell } from '@credit/shared';
import { useModifyLoginPwd } from '../../api';
import { changeBody, PasswordChangeForm } from '../../components/PasswordChangeForm';
import '@credit/shared/ui.css';
import '../../components/passwords.css';

/**
 * Change of the login password (login): old, new and confirmation. The sandbox keeps this session and
 * ends the account's other sessions, so the user stays logged in here and is told the others ended.
 */
export default function ModifyLoginPwPage() {
  const modify = useModifyLoginPwd();
  const done = async () => {
    await shell.alert({ title: '登录密码修改成功', content: '您在本机保持登录；其他设备已退出登录，需使用新密码重新登录。', confirmText: '好的' });
    shell.navigate('/pwSetting', { replace: true });
  };

  return (
    <div className="ui-page">
      <PasswordChangeForm
        kind="login"
        withOld
        submitText="确认修改"
        mutation={modify}
        body={changeBody}
        onAnswer={done}
        forgotLink={{ to: '/smsResetLoginPw', text: '忘记原密码？' }}
      />
    </div>
  );
}
