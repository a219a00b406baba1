// The member's settings (the Settings portal, spec part 1 §2): Hive Waitlist emails, Theme (its Manage
// opens the Theme portal), password, Terms of Service and Privacy Policy (new tabs), Logout (sign
// out, then reload).
import { useState } from 'react';
import { EmailsCard } from './EmailsCard.js';
import { PasswordCard } from './PasswordCard.js';
import '../account.css';
import { accountMessages as m } from '../messages.js';
import { logout } from '../../auth/auth-api.js';
import { useSession } from '../use-session.js';
import { PRIVACY_PATH, TERMS_PATH } from '../../../routes.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { Notice } from '../../../ui/Notice.js';

const LEGAL_LINKS = [
  { href: TERMS_PATH, label: m.terms },
  { href: PRIVACY_PATH, label: m.privacy },
] as const;

export function AccountSettings({ onManageTheme }: { readonly onManageTheme: () => void }) {
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
        actions={<Button onClick={onManageTheme}>{m.manage}</Button>}
      />

      <PasswordCard />

      <Card title={m.legalTitle}>
        <ul className="link-list">
          {LEGAL_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener">
                {link.label}
                <span className="visually-hidden"> {m.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </Card>

      <Card
        title={m.sessionTitle}
        description={session.status === 'member' ? m.signedInAs(session.user.email ?? '') : undefined}
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
