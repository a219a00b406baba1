// Password update (spec part 1 §5): current, new (8+ characters) and confirm. Success clears the
// fields and its notice after 3 s; errors clear after 5 s.
import { useState, type FormEvent } from 'react';
import { updatePassword } from '../../auth/auth-api.js';
import { confirmError, newPasswordError } from '../../auth/validation.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { Field } from '../../../ui/Field.js';
import { Notice } from '../../../ui/Notice.js';
import '../account.css';
import { accountMessages as m } from '../messages.js';
import { PASSWORD_SUCCESS_MS } from '../notice-timings.js';
import { useTimedNotice } from '../use-timed-notice.js';

interface PasswordErrors {
  readonly current: string | null;
  readonly next: string | null;
  readonly confirm: string | null;
}

const NONE: PasswordErrors = { current: null, next: null, confirm: null };

export function PasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>(NONE);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useTimedNotice();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const found: PasswordErrors = {
      current: current.length > 0 ? null : m.currentRequired,
      next: newPasswordError(next),
      confirm: newPasswordError(next) === null ? confirmError(next, confirm) : null,
    };
    setErrors(found);
    if (found.current !== null || found.next !== null || found.confirm !== null) return;
    setBusy(true);
    const result = await updatePassword(current, next);
    setBusy(false);
    if (!result.ok) {
      show('error', result.error);
      return;
    }
    setCurrent('');
    setNext('');
    setConfirm('');
    show('success', m.passwordUpdated, PASSWORD_SUCCESS_MS);
  }

  return (
    <Card title={m.passwordTitle} description={m.passwordLead} data-testid="password-card">
      <form className="stack-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          label={m.currentPassword}
          type="password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <Field
          label={m.newPassword}
          type="password"
          autoComplete="new-password"
          value={next}
          error={errors.next}
          onChange={(event) => setNext(event.target.value)}
        />
        <Field
          label={m.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <div className="stack-form__actions">
          <Button type="submit" variant="primary" busy={busy}>
            {m.passwordSubmit}
          </Button>
        </div>
        {notice !== null && (
          <Notice key={notice.id} tone={notice.tone}>
            {notice.text}
          </Notice>
        )}
      </form>
    </Card>
  );
}
