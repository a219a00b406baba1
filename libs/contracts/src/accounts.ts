/**
 * REST shapes of accounts, sessions, emails and the development outbox (spec 4 "Accounts and
 * sessions", "Mail in development"; spec 1 §7). Field names are the spec's (snake_case).
 *
 *   POST   /api/auth/register   { email, password }  → 201 { user }, sets `sid`
 *   POST   /api/auth/login      { email, password }  → 200 { user }, sets `sid`; 401; 429
 *   POST   /api/auth/logout                          → 204, session revoked, cookie cleared
 *   GET    /api/auth/check                           → { user: { id } } | 401
 *   GET    /api/auth/me                              → { id, email } | 401
 *   POST   /api/auth/password   { currentPassword, newPassword } → 204; other sessions revoked
 *   GET    /api/user/emails                          → { emails: UserEmailJson[] }
 *   POST   /api/user/emails     { email }            → 201 { email: UserEmailJson, message }
 *   DELETE /api/user/emails?id=                      → { message }
 *   POST   /api/user/emails/verify { email, code }   → { message }
 *   POST   /api/user/emails/resend { email }         → { message }
 *   GET    /api/dev/outbox?to=                       → { messages: DevMailJson[] } (404 in production)
 *
 * Verification codes: 6 random digits, stored only as an HMAC-SHA256 (keyed with the service's
 * secret) of the email row id and the code, valid EMAIL_CODE_TTL_MINUTES, void after
 * EMAIL_CODE_MAX_ATTEMPTS wrong tries; a resend replaces the code and resets the tries.
 */
export interface AuthUserJson {
  id: string;
  email: string;
}

export interface UserEmailJson {
  id: string;
  email: string;
  is_verified: boolean;
  is_primary: boolean;
  /** ISO 8601. */
  created_at: string;
}

export interface DevMailJson {
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  created_at: string;
}
