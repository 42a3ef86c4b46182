import LoginPage from '../login/LoginPage';

/** /smsLogin: the login page opened on its SMS mode. */
export default function SmsLoginPage() {
  return <LoginPage initialMode="sms" />;
}
