// Every portal type of spec part 3 §2.14 -> its default title and its content component. Only the
// control portals (member and guest) and the media feed are in the first paint; every other type is
// a React.lazy chunk.
import { lazy, type ComponentType } from 'react';
import { ControlPortal } from './control/ControlPortal.js';
import { GuestControlPortal } from './guest-control/GuestControlPortal.js';
import { MediaFeedPortal } from './media-feed/MediaFeedPortal.js';
import type { PortalContentProps } from '../shell/manager/portal-content.js';
import { isPortalType, PORTAL_TYPES, portalTypeInfo, type PortalType } from '../shell/manager/portal-types.js';

export interface PortalDefinition {
  readonly title: string;
  readonly component: ComponentType<PortalContentProps>;
}

const placeholders = () => import('./placeholder/PlaceholderPortals.js');
const PlaceholderPortal = lazy(() => placeholders().then((m) => ({ default: m.PlaceholderPortal })));
const RemovedPortal = lazy(() => placeholders().then((m) => ({ default: m.RemovedPortal })));
const PendingPortal = lazy(() => placeholders().then((m) => ({ default: m.PendingPortal })));
const SettingsPortal = lazy(() => import('./settings/SettingsPortal.js').then((m) => ({ default: m.SettingsPortal })));
const ThemePortal = lazy(() => import('./theme/ThemePortal.js').then((m) => ({ default: m.ThemePortal })));
const DashboardPortal = lazy(() =>
  import('./dashboard/DashboardPortal.js').then((m) => ({ default: m.DashboardPortal })),
);
const StreamsPortal = lazy(() => import('./streams/StreamsPortal.js').then((m) => ({ default: m.StreamsPortal })));
const StreamPortal = lazy(() => import('./stream/StreamPortal.js').then((m) => ({ default: m.StreamPortal })));
const MyThoughtsPortal = lazy(() =>
  import('./my-thoughts/MyThoughtsPortal.js').then((m) => ({ default: m.MyThoughtsPortal })),
);
const RelatedThoughtsPortal = lazy(() =>
  import('./related-thoughts/RelatedThoughtsPortal.js').then((m) => ({ default: m.RelatedThoughtsPortal })),
);
const ThoughtPortal = lazy(() => import('./thought/ThoughtPortal.js').then((m) => ({ default: m.ThoughtPortal })));
const ListsPortal = lazy(() => import('./lists/ListsPortal.js').then((m) => ({ default: m.ListsPortal })));
const ListPortal = lazy(() => import('./list/ListPortal.js').then((m) => ({ default: m.ListPortal })));
const HivesPortal = lazy(() => import('./hives/HivesPortal.js').then((m) => ({ default: m.HivesPortal })));
const CitizenshipPortal = lazy(() =>
  import('./citizenship-portal/CitizenshipPortal.js').then((m) => ({ default: m.CitizenshipPortal })),
);
const HiveManagementPortal = lazy(() =>
  import('./hive-management/HiveManagementPortal.js').then((m) => ({ default: m.HiveManagementPortal })),
);
const PostPortal = lazy(() => import('./post/PostPortal.js').then((m) => ({ default: m.PostPortal })));
const HiveDetailsPortal = lazy(() =>
  import('./hive-details/HiveDetailsPortal.js').then((m) => ({ default: m.HiveDetailsPortal })),
);

const MyPostsPortal = lazy(() => import('./my-posts/MyPostsPortal.js').then((m) => ({ default: m.MyPostsPortal })));
const HivePortal = lazy(() => import('./hive-portal/HivePortal.js').then((m) => ({ default: m.HivePortal })));

const HiveSubscriptionPortal = lazy(() =>
  import('./hive-subscription/HiveSubscriptionPortal.js').then((m) => ({ default: m.HiveSubscriptionPortal })),
);
const SubscriptionPortal = lazy(() =>
  import('./subscription/SubscriptionPortal.js').then((m) => ({ default: m.SubscriptionPortal })),
);
const PodcastPortal = lazy(() => import('./podcast/PodcastPortal.js').then((m) => ({ default: m.PodcastPortal })));
const PodcastEpisodesPortal = lazy(() =>
  import('./podcast-episodes/PodcastEpisodesPortal.js').then((m) => ({ default: m.PodcastEpisodesPortal })),
);
const PodcastEpisodePortal = lazy(() =>
  import('./podcast-episode/PodcastEpisodePortal.js').then((m) => ({ default: m.PodcastEpisodePortal })),
);
const OrganizationPortal = lazy(() =>
  import('./organization/OrganizationPortal.js').then((m) => ({ default: m.OrganizationPortal })),
);
const PersonPortal = lazy(() => import('./person/PersonPortal.js').then((m) => ({ default: m.PersonPortal })));
const WebPagePortal = lazy(() => import('./webpage/WebPagePortal.js').then((m) => ({ default: m.WebPagePortal })));
const AgentPortal = lazy(() => import('./agent/AgentPortal.js').then((m) => ({ default: m.AgentPortal })));
const ThreadsPortal = lazy(() => import('./threads/ThreadsPortal.js').then((m) => ({ default: m.ThreadsPortal })));
const ThreadDetailsPortal = lazy(() =>
  import('./thread-details/ThreadDetailsPortal.js').then((m) => ({ default: m.ThreadDetailsPortal })),
);
const RelatedMessagesPortal = lazy(() =>
  import('./related-messages/RelatedMessagesPortal.js').then((m) => ({ default: m.RelatedMessagesPortal })),
);
const StormPortal = lazy(() => import('./storm-portal/StormPortal.js').then((m) => ({ default: m.StormPortal })));
const StormManagementPortal = lazy(() =>
  import('./storm-management/StormManagementPortal.js').then((m) => ({ default: m.StormManagementPortal })),
);
const SupportPortal = lazy(() => import('./support/SupportPortal.js').then((m) => ({ default: m.SupportPortal })));

// Types with a component of their own; the rest get the content their kind calls for.
const OWN: Partial<Record<PortalType, ComponentType<PortalContentProps>>> = {
  control: ControlPortal,
  'guest-control': GuestControlPortal,
  settings: SettingsPortal,
  theme: ThemePortal,
  'media-feed': MediaFeedPortal,
  dashboard: DashboardPortal,
  streams: StreamsPortal,
  stream: StreamPortal,
  'stream-portal': StreamPortal,
  'my-thoughts-portal': MyThoughtsPortal,
  'related-thoughts-portal': RelatedThoughtsPortal,
  thought: ThoughtPortal,
  lists: ListsPortal,
  list: ListPortal,
  'list-portal': ListPortal,
  hives: HivesPortal,
  'hive-details': HiveDetailsPortal,
  'hive-management': HiveManagementPortal,
  'citizenship-portal': CitizenshipPortal,
  'hive-subscription': HiveSubscriptionPortal,
  subscription: SubscriptionPortal,
  'my-posts-portal': MyPostsPortal,
  'hive-portal': HivePortal,
  'post-portal': PostPortal,
  'podcast-portal': PodcastPortal,
  'podcast-episodes-portal': PodcastEpisodesPortal,
  'podcast-episode-portal': PodcastEpisodePortal,
  'organization-details': OrganizationPortal,
  'person-details': PersonPortal,
  'webpage-portal': WebPagePortal,
  agent: AgentPortal,
  threads: ThreadsPortal,
  'thread-details': ThreadDetailsPortal,
  'related-messages': RelatedMessagesPortal,
  support: SupportPortal,
  'storm-portal': StormPortal,
  'storm-management': StormManagementPortal,
};

export function portalDefinition(type: string): PortalDefinition {
  const info = portalTypeInfo(type);
  const own = isPortalType(type) ? OWN[type] : undefined;
  if (own !== undefined) return { title: info.title, component: own };
  const component =
    info.kind === 'removed' ? RemovedPortal : info.kind === 'pending' ? PendingPortal : PlaceholderPortal;
  return { title: info.title, component };
}

export const PORTAL_REGISTRY: Readonly<Record<PortalType, PortalDefinition>> = Object.fromEntries(
  PORTAL_TYPES.map((type) => [type, portalDefinition(type)]),
) as Record<PortalType, PortalDefinition>;
