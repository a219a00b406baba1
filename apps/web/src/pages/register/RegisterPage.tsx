// /register: sign up and sign in (spec part 4). On success the gateway has set the session cookie
// and the page goes to / (a full load, so every query starts again as the member).
import { useState } from 'react';
import { authMessages as m } from '../../modules/auth/messages.js';
import { PRIVACY_PATH, TERMS_PATH } from '../../routes.js';
import { Tabs } from '../../ui/Tabs.js';
import { AuthForm } from '../../modules/auth/components/AuthForm.js';
import './register.css';

type Mode = 'signup' | 'signin';

function initialMode(): Mode {
  return new URLSearchParams(window.location.search).get('mode') === 'signin' ? 'signin' : 'signup';
}

export function RegisterPage() {
  const [mode, setMode] = useState<Mode>(initialMode);
  return (
    <div className="auth-page">
      <aside className="auth-page__story">
        <span className="auth-page__hex auth-page__hex--1" aria-hidden="true" />
        <span className="auth-page__hex auth-page__hex--2" aria-hidden="true" />
        <span className="auth-page__hex auth-page__hex--3" aria-hidden="true" />
        <div className="auth-page__pitch">
          <p className="auth-page__tagline">{m.storyTagline}</p>
          <p className="auth-page__story-text">{m.storyText}</p>
        </div>
      </aside>
      <main className="auth-page__main">
        <a className="brand-link" href="/">
          <span className="shell__logo" aria-hidden="true" />
          Hivemind
        </a>
        <div className="auth-card">
          <h1 className="auth-card__title">{mode === 'signup' ? m.signUpTitle : m.signInTitle}</h1>
          <p className="auth-card__lead">{mode === 'signup' ? m.signUpLead : m.signInLead}</p>
          <Tabs
            label={m.tabsLabel}
            value={mode}
            onValueChange={(value) => setMode(value === 'signin' ? 'signin' : 'signup')}
            items={[
              { value: 'signup', label: m.signUpTab, content: <AuthForm mode="signup" /> },
              { value: 'signin', label: m.signInTab, content: <AuthForm mode="signin" /> },
            ]}
          />
          <p className="auth-card__legal">
            {m.agree}{' '}
            <a href={TERMS_PATH} target="_blank" rel="noopener">
              {m.terms}
            </a>{' '}
            {m.and}{' '}
            <a href={PRIVACY_PATH} target="_blank" rel="noopener">
              {m.privacy}
            </a>
            .
          </p>
        </div>
        <a className="auth-page__back" href="/">
          ← {m.backHome}
        </a>
      </main>
    </div>
  );
}
