// Paste a link (issue 17): the page is read by the agent worker; its status is polled every 2 s
// until completed or failed (spec 3 §4 Webpage processing). On failure the error or 'Processing
// failed' shows; when the page id appears, the webpage portal opens once.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { Notice } from '../../../ui/Notice.js';
import {
  PasteWebPageLinkDocument,
  PastedLinkStatusDocument,
  WebPageTargetHivesDocument,
} from '../graphql/web-pages.generated.js';
import { SelectField } from '../../../ui/SelectField.js';
import { WEB_PAGE_POLL_MS, webPageMessages as m } from '../messages.js';
import '../web-pages.css';

export interface PasteLinkProps {
  /** Opens the webpage portal of the page read. */
  readonly onOpenWebPage: (page: { webPageId: string; url: string; title: string | null }) => void;
}

export function PasteLink({ onOpenWebPage }: PasteLinkProps) {
  const [url, setUrl] = useState('');
  const [processId, setProcessId] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The public squares the member may post to, the planet (the default) first.
  const hives = useQuery(WebPageTargetHivesDocument).data?.webPageTargetHives ?? [];
  const [hiveId, setHiveId] = useState('');
  const opened = useRef<string | null>(null);
  const [submit, { loading: submitting }] = useMutation(PasteWebPageLinkDocument);
  const { data, stopPolling } = useQuery(PastedLinkStatusDocument, {
    variables: { id: processId ?? '' },
    skip: processId === null,
    pollInterval: WEB_PAGE_POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const process = processId !== null && data?.webPageProcess.id === processId ? data.webPageProcess : null;
  const status = process?.status ?? (processId !== null ? 'processing' : null);

  useEffect(() => {
    if (!process || process.status === 'processing') return;
    stopPolling();
    if (process.status === 'completed' && process.webPageId && opened.current !== process.id) {
      // Only once per process, however many answers arrive.
      opened.current = process.id;
      onOpenWebPage({ webPageId: process.webPageId, url: process.url, title: process.webPageTitle });
    }
  }, [process, stopPolling, onOpenWebPage]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    // No hive: the planet, the server's default.
    submit({ variables: { url: url.trim(), hiveId: hiveId || null } })
      .then((result) => {
        const id = result.data?.submitWebPage.id;
        if (id) setProcessId(id);
      })
      .catch((error: unknown) => setSubmitError(graphqlErrorText(error, m.submitFailed)));
  };

  return (
    <section className="paste-link" aria-labelledby="paste-link-title" data-testid="paste-link">
      <div className="section-heading">
        <h3 id="paste-link-title" className="section-heading__title">
          {m.title}
        </h3>
      </div>
      <p className="paste-link__lead">{m.lead}</p>
      <form onSubmit={onSubmit} className="paste-link__form">
        <Field
          label={m.urlLabel}
          type="url"
          inputMode="url"
          placeholder={m.urlPlaceholder}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={submitError}
          required
        />
        {hives.length > 1 && (
          <SelectField
            label={m.hiveLabel}
            value={hiveId || hives[0]!.id}
            options={hives.map((h) => ({ value: h.id, label: h.name }))}
            onChange={setHiveId}
          />
        )}
        <Button type="submit" size="sm" disabled={submitting || status === 'processing' || url.trim() === ''}>
          {submitting ? m.submitting : m.submit}
        </Button>
      </form>
      {status === 'processing' && <Notice tone="info">{m.processing}</Notice>}
      {status === 'failed' && <Notice tone="error">{process?.error || m.processingFailed}</Notice>}
      {status === 'completed' && <Notice tone="success">{m.completed(process?.webPageTitle ?? null)}</Notice>}
    </section>
  );
}
