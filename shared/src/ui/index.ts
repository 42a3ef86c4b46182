/**
 * @credit/shared/ui — the generic UI kit every remote uses (ADR 012): the QueryView states, the
 * form kit and the SMS code button. It renders with antd-mobile, which each remote bundles for itself
 * (ADR 004): this entry is a subpath of @credit/shared, so it is bundled per remote, not an MF
 * singleton. The host has no antd-mobile and never imports it (lint).
 *
 * Importing this entry brings its style sheet; a page that needs only the styles imports
 * `@credit/shared/ui.css`.
 */

export { Loading, LoadFailed, QueryView } from './LoadStatus';
export { GuestGate } from './GuestGate';
export { SmsCodeButton } from './SmsCodeButton';
export { useCountdown } from './useCountdown';
export { Consent } from './form/Consent';
export { DealPasswordField } from './form/DealPasswordField';
export { Field } from './form/Field';
export { PasswordPay, type PasswordPayProps, type PayStep } from './form/PasswordPay';
export { checkMessage, MessageForm, type MessageBody, type MessageFormCopy, type MessageSend } from './form/MessageForm';
export { SmsCodeField } from './form/SmsCodeField';
export { SubmitForm, useSubmitForm, type SubmitFormOptions, type SubmitFormParts, type SubmitFormProps, type SubmitState } from './form/SubmitForm';
export { Steps } from './form/Steps';
export { sendSms } from './form/sms';
export {
  ACCOUNT_FIELDS, CONFIRM_PASSWORD_STATUSES, IDENTITY_STATUSES, inGroup, INVITE_CODE_STATUSES, MOBILE_STATUSES, NAME_STATUSES, NEW_PASSWORD_STATUSES,
  PASSWORD_PROOF_STATUSES, SMS_CODE_STATUSES, type StatusField,
} from './form/statusField';
export { fieldMap, STILL_RUNNING_STATUS, useSubmit, type FieldMap, type Idempotency, type Keyed, type Submit, type SubmitOptions, type WithoutKey } from './form/useSubmit';
export { useMobileCodeSend, useSendCode, type CodeSend } from './form/useSendCode';
export { createStepFlow, useStepGuard, type StepFlow } from './form/stepFlow';
export { useForm, type FormErrors } from './form/useForm';

// Last: after the antd-mobile styles the components above bring, so the kit's rules win and every
// chunk orders the style sheets the same way (rspack warns of conflicting CSS order otherwise).
import './form.css';
