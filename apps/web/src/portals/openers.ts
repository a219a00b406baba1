// How a portal opens another: each target's portal type, title and props in one place, so every
// portal that opens, say, a post opens it the same way. Kept free of feature modules: the first paint
// (control portal, media feed) carries it; the hive manager and plans openers are in hive-openers.ts.
import type { PortalContentProps } from '../shell/manager/portal-content.js';

export type OpenPortal = PortalContentProps['openPortal'];

/** What a post came from (a post card's source badges): the same shape as the posts module's. */
export interface MediaSource {
  readonly kind: 'podcast' | 'episode' | 'webpage';
  readonly id: string;
  readonly title: string;
}

export interface Named {
  readonly id: string;
  readonly name: string;
}

type Titled = { readonly id: string; readonly title: string };

export function openers(openPortal: OpenPortal) {
  /** The podcast portal (spec 3 §2.10), from the dashboard, a stream's widgets, the podcast grid. */
  const podcast = (p: Titled) => openPortal('podcast-portal', { title: p.title, props: { podcastId: p.id } });
  /** The episode portal (spec 3 §2.11), from an episode card or a post. */
  const episode = (e: Titled) => openPortal('podcast-episode-portal', { title: e.title, props: { episodeId: e.id } });
  /** The webpage portal (spec 3 §2.7) by the page's id. */
  const webPage = (w: Titled) => openPortal('webpage-portal', { title: w.title, props: { webPageId: w.id } });
  const bySource = { podcast, episode, webpage: webPage } as const;
  return {
    /** `title`: the thought's category and type when the opener knows them. */
    thought: (thoughtId: string, title?: string) => openPortal('thought', { title, props: { thoughtId } }),
    relatedThoughts: (thoughtId: string) => openPortal('related-thoughts-portal', { props: { thoughtId } }),
    post: (postId: string) => openPortal('post-portal', { props: { postId } }),
    stream: (stream: { readonly streamId: string; readonly streamName: string }) =>
      openPortal('stream-portal', { title: stream.streamName, props: { streamId: stream.streamId } }),
    hive: (hive: Named) =>
      openPortal('hive-portal', { title: hive.name, props: { hiveId: hive.id, hiveName: hive.name } }),
    podcast,
    /** The thinking agent (spec part 3 §2.14): a thread to continue, or none to start one. */
    agent: (threadId?: string) => openPortal('agent', { props: threadId === undefined ? {} : { threadId } }),
    threads: () => openPortal('threads'),
    threadDetails: (thread: { readonly threadId: string; readonly title?: string }) =>
      openPortal('thread-details', { title: thread.title, props: { threadId: thread.threadId } }),
    relatedMessages: () => openPortal('related-messages'),
    hiveDetails: (hive: Named) =>
      openPortal('hive-details', { title: hive.name, props: { hiveId: hive.id, hiveName: hive.name } }),
    /** The episodes portal of a podcast (spec 3 §2.12). */
    podcastEpisodes: (p: Titled) =>
      openPortal('podcast-episodes-portal', { title: `${p.title} · Episodes`, props: { podcastId: p.id } }),
    episode,
    webPage,
    person: (person: Named) => openPortal('person-details', { title: person.name, props: { personId: person.id } }),
    organization: (org: Named) =>
      openPortal('organization-details', { title: org.name, props: { organizationId: org.id } }),
    /** The organization a stream belongs to (its own, or the nearest above it), by the stream's id. */
    organizationOfStream: (stream: Named) =>
      openPortal('organization-details', { title: stream.name, props: { streamId: stream.id } }),
    /** A post's source badge: its podcast, episode or web page portal. */
    source: (source: MediaSource) => bySource[source.kind](source),
    /** The storm portal (spec 2 §2.8), from the control portal, the hive portal and storm management. */
    storm: (storm: { readonly id: string }) => openPortal('storm-portal', { props: { stormId: storm.id } }),
  };
}
