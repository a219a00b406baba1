// Accounts and sessions over the REST facade (spec part 4): the gateway sets the httpOnly `sid`.
import { rest, type RestResult } from '../../api/rest.js';
import { authMessages } from './messages.js';

export interface AuthUser {
  readonly id: string;
  readonly email: string;
}

export function register(email: string, password: string): Promise<RestResult<{ user: AuthUser }>> {
  return rest('POST', '/api/auth/register', { email: email.trim(), password }, authMessages.signUpFailed);
}

export function login(email: string, password: string): Promise<RestResult<{ user: AuthUser }>> {
  return rest('POST', '/api/auth/login', { email: email.trim(), password }, authMessages.signInFailed);
}

export function logout(): Promise<RestResult<undefined>> {
  return rest('POST', '/api/auth/logout', undefined, 'Logout failed');
}

export function updatePassword(currentPassword: string, newPassword: string): Promise<RestResult<undefined>> {
  return rest('POST', '/api/auth/password', { currentPassword, newPassword }, 'Failed to update password');
}
