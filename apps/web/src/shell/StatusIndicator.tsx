// API reachability (a `{ __typename }` query over HTTP) and the Live dot (graphql-ws socket state).
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLiveStatus } from '../api/live-status.js';
import { messages } from './messages.js';
import { ApiStatusDocument } from '../api/graphql/api-status.generated.js';

type ApiStatus = 'checking' | 'online' | 'offline';

// While offline the page checks again now and then, and at once when the socket comes back.
const OFFLINE_RECHECK_MS = 15_000;

export function StatusIndicator() {
  const live = useLiveStatus();
  const { data, error, loading, refetch } = useQuery(ApiStatusDocument, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const api: ApiStatus = data && !error ? 'online' : loading && !error ? 'checking' : 'offline';

  useEffect(() => {
    if (api !== 'offline') return undefined;
    const timer = setInterval(() => void refetch().catch(() => undefined), OFFLINE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [api, refetch]);

  useEffect(() => {
    if (live === 'connected' && api === 'offline') void refetch().catch(() => undefined);
  }, [live, api, refetch]);

  const apiLabel =
    api === 'online' ? messages.apiOnline : api === 'offline' ? messages.apiOffline : messages.apiChecking;
  const liveLabel = live === 'connected' ? messages.liveOnHint : messages.liveOff;

  return (
    <div className="status" role="status" aria-live="polite">
      <span
        className="status__item"
        data-testid="api-status"
        data-state={api}
        title={api === 'offline' ? messages.apiOfflineHint : apiLabel}
      >
        <span className={`status__dot status__dot--${api}`} aria-hidden="true" />
        <span className="status__label">{apiLabel}</span>
      </span>
      <span className="status__item" data-testid="live-status" data-state={live} title={liveLabel}>
        <span className={`status__dot status__dot--live-${live}`} aria-hidden="true" />
        <span className="visually-hidden">{liveLabel}</span>
        <span className="status__label" aria-hidden="true">
          {messages.liveOn}
        </span>
      </span>
    </div>
  );
}
