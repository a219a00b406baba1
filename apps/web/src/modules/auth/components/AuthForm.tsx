// One credentials form (sign up or sign in): validates on submit, then shows the field errors or the
// server's error; on success the page goes to /.
import { useState, type FormEvent } from 'react';
import { login, register } from '../auth-api.js';
import '../auth.css';
import { authMessages as m } from '../messages.js';
import { signInErrors, signUpErrors, type CredentialErrors } from '../validation.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { Notice } from '../../../ui/Notice.js';

const NO_ERRORS: CredentialErrors = { email: null, password: null };

export function AuthForm({ mode }: { readonly mode: 'signup' | 'signin' }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>(NO_ERRORS);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signUp = mode === 'signup';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = signUp ? signUpErrors(email, password) : signInErrors(email, password);
    setErrors(found);
    setServerError(null);
    if (found.email !== null || found.password !== null) return;
    setBusy(true);
    const result = signUp ? await register(email, password) : await login(email, password);
    if (result.ok) {
      window.location.assign('/');
      return;
    }
    setBusy(false);
    setServerError(result.error);
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={signUp ? m.signUpTab : m.signInTab}
    >
      <Field
        label={m.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={m.password}
        type="password"
        name="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        hint={signUp ? m.passwordHint : undefined}
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {serverError !== null && <Notice tone="error">{serverError}</Notice>}
      <Button type="submit" variant="primary" size="lg" block busy={busy}>
        {signUp ? m.signUpSubmit : m.signInSubmit}
      </Button>
    </form>
  );
}
