import { useState } from 'react';
import { Button } from 'antd-mobile';
import { deviceFingerprintKey, fingerprintStatusRead, MESSAGES, useRead, validate } from '@credit/shared';
import { DealPasswordField, fieldMap, PASSWORD_PROOF_STATUSES, useSubmit } from '@credit/shared/ui';
import { useDisableFingerprintPay, useEnableFingerprintPay } from '../api';

const FIELDS = fieldMap({ password: PASSWORD_PROOF_STATUSES });

/**
 * The security settings' fingerprint pay switch (ADR 030), for a native app that supports it and a user
 * with a deal password: on asks the deal password once and the fingerprint; off removes this device's key.
 */
export function FingerprintPaySwitch() {
  const [keyId, setKeyId] = useState(deviceFingerprintKey);
  const status = useRead(fingerprintStatusRead, { keyId: keyId ?? '' }, { enabled: keyId !== null });
  const on = keyId !== null && status.data?.enabled === true;
  const known = keyId === null || status.data !== undefined;
  const [opening, setOpening] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [note, setNote] = useState<string | null>(null);

  const enable = useSubmit(useEnableFingerprintPay(), {
    fields: FIELDS,
    form: { setError: (_: 'password', message: string | undefined) => setPasswordError(message) },
    onAnswer: (registered) => {
      setPassword('');
      if (!registered) return setNote(MESSAGES.fingerprintNotRegistered);
      setKeyId(registered);
      setOpening(false);
    },
  });
  const disable = useSubmit(useDisableFingerprintPay(), { onAnswer: () => setKeyId(null) });

  const toggle = () => {
    setNote(null);
    if (on) void disable.run(keyId);
    else setOpening(!opening);
  };
  const confirm = () => {
    const problem = validate('dealPassword', password);
    setPasswordError(problem ?? undefined);
    if (!problem) void enable.run({ password });
  };

  return (
    <>
      <button type="button" role="switch" aria-checked={on} onClick={toggle} disabled={!known || enable.pending || disable.pending}>
        指纹支付
        <span className="value">{on ? '已开启' : '未开启'}</span>
      </button>
      {opening && !on && (
        <div className="pw-fingerprint" data-testid="fingerprint-enable">
          <DealPasswordField value={password} onChange={(v) => { setPassword(v); setPasswordError(undefined); }} error={passwordError} ticketHeld={false} />
          {note && <p className="ui-hint" role="status">{note}</p>}
          {(enable.error ?? disable.error) && <p className="ui-error" role="alert">{enable.error ?? disable.error}</p>}
          <Button block color="primary" onClick={confirm} loading={enable.pending} disabled={enable.pending}>
            开通指纹支付
          </Button>
        </div>
      )}
      {!opening && disable.error && <p className="ui-error" role="alert">{disable.error}</p>}
    </>
  );
}
