// The Settings portal (spec part 1 §2): Hive Waitlist emails, Theme (opens the Theme portal),
// password, Terms of Service and Privacy Policy (new tabs), Logout (sign out, then reload).
import { useState } from 'react';
import { EmailsCard } from '../../modules/account/components/EmailsCard.js';
import { PasswordCard } from '../../modules/account/components/PasswordCard.js';
import { accountMessages as m } from '../../modules/account/messages.js';
import { logout } from '../../modules/auth/auth-api.js';
import { useSession } from '../../modules/account/use-session.js';
import { PRIVACY_PATH, TERMS_PATH } from '../../routes.js';
import { Button } from '../../ui/Button.js';
import { Card } from '../../ui/Card.js';
import { Notice } from '../../ui/Notice.js';
import type { PortalContentProps } from '../portal-content.js';
import './settings.css';

export function SettingsPortal({ openPortal }: PortalContentProps) {
  const session = useSession();
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  async function onLogout() {
    setLoggingOut(true);
    setLogoutError(null);
    const result = await logout();
    if (result.ok) {
      window.location.reload();
      return;
    }
    setLoggingOut(false);
    setLogoutError(result.error === 'Logout failed' ? m.logoutFailed : result.error);
  }

  return (
    <div className="settings" data-testid="settings">
      <EmailsCard />

      <Card
        title={m.themeTitle}
        description={m.themeLead}
        actions={<Button onClick={() => openPortal('theme')}>{m.manage}</Button>}
      />

      <PasswordCard />

      <Card title={m.legalTitle}>
        <ul className="link-list">
          <li>
            <a href={TERMS_PATH} target="_blank" rel="noopener">
              {m.terms}
              <span className="visually-hidden"> {m.opensInNewTab}</span>
            </a>
          </li>
          <li>
            <a href={PRIVACY_PATH} target="_blank" rel="noopener">
              {m.privacy}
              <span className="visually-hidden"> {m.opensInNewTab}</span>
            </a>
          </li>
        </ul>
      </Card>

      <Card
        title={m.sessionTitle}
        description={session.status === 'member' ? m.signedInAs(session.user.email) : undefined}
        actions={
          <Button variant="danger" busy={loggingOut} onClick={() => void onLogout()}>
            {m.logout}
          </Button>
        }
      >
        {logoutError !== null && <Notice tone="error">{logoutError}</Notice>}
      </Card>
    </div>
  );
}
