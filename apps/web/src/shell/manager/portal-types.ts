// The portal types of spec part 3 §2.14 with their default titles and what each shows for now.
// Pure data (no React) so the portal manager reducer and its unit tests can use it.
import { THINKING_AGENT_NAME } from '@hivemind/contracts';

export const PORTAL_TYPES = [
  'agent',
  'control',
  'guest-control',
  'streams',
  'stream',
  'stream-portal',
  'hives',
  'hive-details',
  'hive-portal',
  'hive-management',
  'hive-subscription',
  'manage-hives',
  'team-management',
  'storm-management',
  'data',
  'settings',
  'theme',
  'threads',
  'thread-details',
  'related-messages',
  'search',
  'notifications',
  'details',
  'post-portal',
  'media-feed',
  'groups',
  'subscription',
  'portal-builder',
  'ug-portal',
  'my-posts-portal',
  'brand-insights',
  'dashboard',
  'support',
  'citizenship-portal',
  'my-thoughts-portal',
  'related-thoughts-portal',
  'storm-portal',
  'thought',
  'generate-video',
  'lists',
  'list',
  'list-portal',
  'webpage-portal',
  'organization-details',
  'person-details',
  'podcast-portal',
  'podcast-episode-portal',
  'podcast-episodes-portal',
] as const;

export type PortalType = (typeof PORTAL_TYPES)[number];

/**
 * What a type shows while its feature is not built:
 * - `placeholder`: the spec's own placeholder ('Portal content will be available soon.'),
 * - `removed`: generate-video ('This portal has been removed.'),
 * - `pending`: a real portal whose content arrives in a later issue (a marked empty state),
 * - `ready`: its feature is built (settings, theme).
 */
export type PortalContentKind = 'control' | 'ready' | 'placeholder' | 'removed' | 'pending';

export interface PortalTypeInfo {
  readonly title: string;
  readonly kind: PortalContentKind;
}

export const PRODUCT_NAME = 'Hivemind';

// Where the spec gives "no default title", the product decides: a plain readable name of the
// portal, written the way the navigation grid writes its entries.
const INFO: Record<PortalType, PortalTypeInfo> = {
  // Spec part 3 §2.14: the agent portal is titled with the thinking agent's name.
  agent: { title: THINKING_AGENT_NAME, kind: 'ready' },
  control: { title: PRODUCT_NAME, kind: 'control' },
  'guest-control': { title: PRODUCT_NAME, kind: 'control' },
  streams: { title: 'Streams', kind: 'ready' },
  stream: { title: 'Stream', kind: 'ready' },
  'stream-portal': { title: 'Stream', kind: 'ready' },
  hives: { title: 'Hives', kind: 'ready' },
  'hive-details': { title: 'Hive Details', kind: 'ready' },
  'hive-portal': { title: 'Hive Portal', kind: 'ready' },
  'hive-management': { title: 'Hive Management', kind: 'ready' },
  'hive-subscription': { title: 'Hive Subscription', kind: 'ready' },
  'manage-hives': { title: 'Public Square Hives', kind: 'pending' },
  'team-management': { title: 'Team Management', kind: 'placeholder' },
  'storm-management': { title: 'Storm Management', kind: 'ready' },
  data: { title: 'Data', kind: 'pending' },
  settings: { title: 'Settings', kind: 'ready' },
  theme: { title: 'Theme', kind: 'ready' },
  threads: { title: 'Threads', kind: 'ready' },
  'thread-details': { title: 'Thread', kind: 'ready' },
  'related-messages': { title: 'Related Messages', kind: 'ready' },
  search: { title: 'Search', kind: 'placeholder' },
  notifications: { title: 'Notifications', kind: 'placeholder' },
  details: { title: 'Details', kind: 'placeholder' },
  'post-portal': { title: 'Post', kind: 'ready' },
  'media-feed': { title: 'MediaFeed', kind: 'ready' },
  groups: { title: 'Groups', kind: 'pending' },
  subscription: { title: 'Subscription', kind: 'ready' },
  'portal-builder': { title: 'Portal Builder', kind: 'pending' },
  'ug-portal': { title: 'Portal Viewer', kind: 'pending' },
  'my-posts-portal': { title: 'MyPosts', kind: 'ready' },
  'brand-insights': { title: 'Brand Insights', kind: 'pending' },
  dashboard: { title: 'Dashboard', kind: 'ready' },
  support: { title: 'Support', kind: 'ready' },
  'citizenship-portal': { title: 'Citizenship', kind: 'ready' },
  'my-thoughts-portal': { title: 'MyThoughts', kind: 'ready' },
  'related-thoughts-portal': { title: 'Related Thoughts', kind: 'ready' },
  'storm-portal': { title: 'Storm', kind: 'ready' },
  thought: { title: 'Thought', kind: 'ready' },
  'generate-video': { title: 'Generate Video', kind: 'removed' },
  lists: { title: 'MyLists', kind: 'ready' },
  list: { title: 'List', kind: 'ready' },
  'list-portal': { title: 'List', kind: 'ready' },
  'webpage-portal': { title: 'Web Page', kind: 'ready' },
  'organization-details': { title: 'Organization', kind: 'ready' },
  'person-details': { title: 'Person', kind: 'ready' },
  'podcast-portal': { title: 'Podcast', kind: 'ready' },
  'podcast-episode-portal': { title: 'Episode', kind: 'ready' },
  'podcast-episodes-portal': { title: 'Episodes', kind: 'ready' },
};

/** Unknown types get the spec's placeholder content. */
const UNKNOWN: PortalTypeInfo = { title: 'Portal', kind: 'placeholder' };

export function isPortalType(type: string): type is PortalType {
  return Object.hasOwn(INFO, type);
}

export function portalTypeInfo(type: string): PortalTypeInfo {
  return isPortalType(type) ? INFO[type] : UNKNOWN;
}

/** Types that anchor the row: new portals open right after the first of them. */
export function isControlType(type: string): boolean {
  return type === 'control' || type === 'guest-control';
}

export function isAnchorType(type: string): boolean {
  return isControlType(type) || type === 'agent';
}
