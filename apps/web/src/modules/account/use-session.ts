// Who is looking: a member (signed in) or a guest. Decided by `me` (null for guests); while the
// API cannot be reached the page treats the visitor as a guest, which needs nothing from it.
import { useQuery } from '@apollo/client/react';
import { MeDocument, type MeQuery } from './graphql/account.generated.js';

export type Session =
  | { readonly status: 'loading' }
  | { readonly status: 'guest' }
  | { readonly status: 'member'; readonly user: NonNullable<MeQuery['me']> };

export function useSession(): Session {
  const { data, error, loading } = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  if (loading && data === undefined && error === undefined) return { status: 'loading' };
  const user = data?.me ?? null;
  return user === null ? { status: 'guest' } : { status: 'member', user };
}
