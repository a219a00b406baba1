// How a portal opens another: each target's portal type, title and props in one place, so every
// portal that opens, say, a post opens it the same way. Kept free of feature modules: the first paint
// (control portal, media feed) carries it; the hive manager and plans openers are in hive-openers.ts.
import type { PortalContentProps } from '../shell/manager/portal-content.js';

export type OpenPortal = PortalContentProps['openPortal'];

export interface Named {
  readonly id: string;
  readonly name: string;
}

export function openers(openPortal: OpenPortal) {
  return {
    /** `title`: the thought's category and type when the opener knows them. */
    thought: (thoughtId: string, title?: string) => openPortal('thought', { title, props: { thoughtId } }),
    relatedThoughts: (thoughtId: string) => openPortal('related-thoughts-portal', { props: { thoughtId } }),
    post: (postId: string) => openPortal('post-portal', { props: { postId } }),
    stream: (stream: { readonly streamId: string; readonly streamName: string }) =>
      openPortal('stream-portal', { title: stream.streamName, props: { streamId: stream.streamId } }),
    hive: (hive: Named) =>
      openPortal('hive-portal', { title: hive.name, props: { hiveId: hive.id, hiveName: hive.name } }),
    /** The podcast portal (spec 3 §2.10), from the dashboard, a stream's widgets or the podcast grid. */
    podcast: (podcast: { readonly id: string; readonly title: string }) =>
      openPortal('podcast-portal', { title: podcast.title, props: { podcastId: podcast.id } }),
    /** The webpage portal (spec 3 §2.7), e.g. once a pasted link's page has been read. */
    webPage: (page: { readonly webPageId: string; readonly url: string; readonly title: string | null }) =>
      openPortal('webpage-portal', {
        ...(page.title ? { title: page.title } : {}),
        props: { webPageId: page.webPageId, url: page.url },
      }),
    hiveDetails: (hive: Named) =>
      openPortal('hive-details', { title: hive.name, props: { hiveId: hive.id, hiveName: hive.name } }),
  };
}
