// The citizenship history card (spec part 2 §2.12): every level's hives, newest first, current or
// with the dates it was held.
import { useQuery } from '@apollo/client/react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Badge } from '../../../ui/Badge.js';
import { Card } from '../../../ui/Card.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { citizenshipMessages as m } from './messages.js';
import { MyCitizenshipLogsDocument } from '../graphql/citizenship.generated.js';

const day = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function CitizenshipHistory() {
  const { data, error, refetch } = useQuery(MyCitizenshipLogsDocument, { fetchPolicy: 'cache-and-network' });
  const logs = data?.myCitizenshipLogs;
  return (
    <Card title={m.historyTitle} data-testid="citizenship-history">
      {logs === undefined && error !== undefined && (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)}>
          {m.logsFailed(graphqlErrorText(error, m.logsFallback))}
        </ErrorState>
      )}
      {logs !== undefined && logs.length === 0 && <p className="hive-section__empty">{m.historyEmpty}</p>}
      {logs !== undefined && logs.length > 0 && (
        <ul className="item-list">
          {logs.map((log) => (
            <li key={log.id} className="hive-row hive-row--static">
              <span className="hive-row__text">
                <span className="hive-row__name">{log.name}</span>
                <span className="hive-row__meta">
                  {log.deletedAt === null
                    ? m.since(day(log.createdAt))
                    : m.between(day(log.createdAt), day(log.deletedAt))}
                </span>
              </span>
              <Badge>{m.level[log.level as keyof typeof m.level] ?? log.level}</Badge>
              {log.isCurrent && <Badge tone="ok">{m.current}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
