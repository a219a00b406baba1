// Marks a post viewed once it has been on screen for one second (spec 2 §4, §9), signed in only.
// One batcher per Apollo client gathers the posts of a feed into few markPostsViewed calls.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, type RefObject } from 'react';
import { MARK_VIEWED_DELAY_MS, ViewBatcher } from '../view-batcher.js';
import { MarkPostsViewedDocument } from '../graphql/posts.generated.js';

const batchers = new WeakMap<ApolloClient, ViewBatcher>();

function batcherFor(client: ApolloClient): ViewBatcher {
  let batcher = batchers.get(client);
  if (batcher === undefined) {
    batcher = new ViewBatcher({
      send: (postIds) => client.mutate({ mutation: MarkPostsViewedDocument, variables: { postIds: [...postIds] } }),
    });
    batchers.set(client, batcher);
  }
  return batcher;
}

export function useMarkViewed(element: RefObject<HTMLElement | null>, postId: string, enabled: boolean): void {
  const client = useApolloClient();
  useEffect(() => {
    const target = element.current;
    if (!enabled || target === null || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => {
            batcherFor(client).add(postId);
            observer.disconnect();
          }, MARK_VIEWED_DELAY_MS);
        } else if (timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(target);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      observer.disconnect();
    };
  }, [element, postId, enabled, client]);
}
