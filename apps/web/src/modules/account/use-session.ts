// Who is looking: a member (signed in) or a guest. Decided by `me` (null for guests); while the
// API cannot be reached the page treats the visitor as a guest, which needs nothing from it.
import { useQuery } from '@apollo/client/react';
import { ME_QUERY, type CurrentUser } from './graphql.js';

export type Session =
  | { readonly status: 'loading' }
  | { readonly status: 'guest' }
  | { readonly status: 'member'; readonly user: CurrentUser };

export function useSession(): Session {
  const { data, error, loading } = useQuery(ME_QUERY, { fetchPolicy: 'cache-first' });
  if (loading && data === undefined && error === undefined) return { status: 'loading' };
  const user = data?.me ?? null;
  return user === null ? { status: 'guest' } : { status: 'member', user };
}
