// The webpage portal (spec 3 §2.7, §8), by webPageId or by url: a sticky card (preview image, title
// or 'Untitled Webpage', the link, description, 'Scraped:' date, expand / collapse), then the posts
// generated for the page, view-only (spec 3 §6), 20 a page with infinite scroll.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { IconButton } from '../../../ui/IconButton.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { FeedList } from '../../feeds/components/FeedList.js';
import { FeedPost, type FeedPostActions } from '../../feeds/components/FeedPost.js';
import '../../feeds/feeds.css';
import { dayText, hostOf, webHref } from '../display.js';
import { useWebPageFeed } from '../hooks/use-media-feed.js';
import { mediaMessages as m } from '../messages.js';
import '../media.css';
import {
  WebPageByUrlDocument,
  WebPageDocument,
  type WebPageCardFieldsFragment,
} from '../graphql/web-page.generated.js';

export interface WebPageViewProps extends FeedPostActions {
  readonly webPageId: string | null;
  readonly url: string | null;
}

export function WebPageView({ webPageId, url, ...actions }: WebPageViewProps) {
  const byId = useQuery(WebPageDocument, { variables: { id: webPageId ?? '' }, skip: webPageId === null });
  const byUrl = useQuery(WebPageByUrlDocument, {
    variables: { url: url ?? '' },
    skip: webPageId !== null || url === null,
  });
  const page = byId.data?.webPage ?? byUrl.data?.webPageByUrl;
  const error = webPageId !== null ? byId.error : byUrl.error;
  const refetch = webPageId !== null ? byId.refetch : byUrl.refetch;
  if (page === undefined && error !== undefined) {
    return (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
        {graphqlErrorText(error, m.fetchWebPageFailed)}
      </ErrorState>
    );
  }
  if (page === undefined) {
    return (
      <SkeletonGroup label={m.loadingWebPage}>
        <Skeleton height="12rem" radius="var(--radius-md)" />
        <Skeleton height="8rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  return <WebPageLoaded page={page} {...actions} />;
}

function WebPageLoaded({ page, ...actions }: FeedPostActions & { readonly page: WebPageCardFieldsFragment }) {
  const feed = useWebPageFeed(page.id);
  return (
    <div className="feed-portal media-portal" data-testid="webpage-portal" data-webpage-id={page.id}>
      <WebPageCard page={page} />
      <FeedList
        state={feed.state}
        errorText={m.loadPostsFailed}
        emptyTitle={m.noWebPagePosts}
        onRetry={feed.retry}
        onLoadMore={feed.loadMore}
        renderPost={(post) => (
          <FeedPost
            post={post}
            viewOnly
            onOpen={actions.onOpenPost}
            onOpenStream={actions.onOpenStream}
            onOpenHive={actions.onOpenHive}
            onOpenSource={(source) => {
              // The page's own badge leads nowhere new: it is open here.
              if (!(source.kind === 'webpage' && source.id === page.id)) actions.onOpenSource?.(source);
            }}
          />
        )}
        testId="webpage-feed"
      />
    </div>
  );
}

function WebPageCard({ page }: { readonly page: WebPageCardFieldsFragment }) {
  const [expanded, setExpanded] = useState(true);
  const href = webHref(page.url);
  const image = webHref(page.ogImage);
  const scraped = dayText(page.scrapedAt);
  const title = page.title?.trim() || m.untitledWebPage;
  return (
    <section className="card media-header media-header--sticky" aria-label={title} data-testid="webpage-card">
      <div className="split-row">
        <h3 className="media-header__name" data-testid="webpage-title">
          {title}
        </h3>
        <IconButton
          label={expanded ? m.collapse : m.expandCard}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          data-testid="webpage-toggle"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d={expanded ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </IconButton>
      </div>
      {href !== null ? (
        <a className="webpage-card__link" href={href} target="_blank" rel="noopener noreferrer">
          {hostOf(href)}
        </a>
      ) : (
        <span className="webpage-card__link">{page.url}</span>
      )}
      {expanded && (
        <>
          {image !== null && <img className="webpage-card__image" src={image} alt="" loading="lazy" />}
          {page.description && <p className="media-bio">{page.description}</p>}
          {scraped && (
            <p className="media-header__facts" data-testid="webpage-scraped">
              {m.scraped} {scraped}
            </p>
          )}
        </>
      )}
    </section>
  );
}
