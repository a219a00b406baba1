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
import { useTimedNotice } from '../../../lib/use-timed-notice.js';

type PasswordField = 'current' | 'next' | 'confirm';
type PasswordErrors = Readonly<Record<PasswordField, string | null>>;

const EMPTY: Readonly<Record<PasswordField, string>> = { current: '', next: '', confirm: '' };
const NONE: PasswordErrors = { current: null, next: null, confirm: null };
const FIELDS: readonly { readonly name: PasswordField; readonly label: string; readonly autoComplete: string }[] = [
  { name: 'current', label: m.currentPassword, autoComplete: 'current-password' },
  { name: 'next', label: m.newPassword, autoComplete: 'new-password' },
  { name: 'confirm', label: m.confirmPassword, autoComplete: 'new-password' },
];

export function PasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>(NONE);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useTimedNotice();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const { current, next, confirm } = values;
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
    setValues(EMPTY);
    show('success', m.passwordUpdated, PASSWORD_SUCCESS_MS);
  }

  return (
    <Card title={m.passwordTitle} description={m.passwordLead} data-testid="password-card">
      <form className="stack-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            type="password"
            autoComplete={field.autoComplete}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(event) => {
              const value = event.target.value;
              setValues((v) => ({ ...v, [field.name]: value }));
            }}
          />
        ))}
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
