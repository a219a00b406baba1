// The control portal's navigation grid of spec part 1 §2: seven entries, each opening a portal type.
import { THINKING_AGENT_NAME } from '@hivemind/contracts';
import type { PortalType } from '../../shell/manager/portal-types.js';

export interface NavigationEntry {
  readonly label: string;
  readonly type: PortalType;
  readonly icon: NavigationIcon;
}

export type NavigationIcon = 'feed' | 'dashboard' | 'streams' | 'thoughts' | 'lists' | 'settings' | 'support';

export const NAVIGATION: readonly NavigationEntry[] = [
  { label: 'MediaFeed', type: 'media-feed', icon: 'feed' },
  { label: 'Dashboard', type: 'dashboard', icon: 'dashboard' },
  { label: 'Streams', type: 'streams', icon: 'streams' },
  { label: 'MyThoughts', type: 'my-thoughts-portal', icon: 'thoughts' },
  { label: 'MyLists', type: 'lists', icon: 'lists' },
  { label: 'Settings', type: 'settings', icon: 'settings' },
  { label: 'Support', type: 'support', icon: 'support' },
];

/**
 * The spec's grid has no Hives entry, yet the Hives portal needs a way in: one button under the grid
 * (kept out of the grid so the grid stays the spec's seven entries).
 */
export const HIVES_ENTRY = { label: 'Hives', type: 'hives' } as const satisfies Omit<NavigationEntry, 'icon'>;

/** My Posts (spec 2 §2.4) has no grid entry either: one button beside Hives, for the same reason. */
export const MY_POSTS_ENTRY = { label: 'MyPosts', type: 'my-posts-portal' } as const satisfies Omit<
  NavigationEntry,
  'icon'
>;

/**
 * The thinking agent (spec part 1 §1: members chat with an AI agent assistant) has no grid entry
 * either: the first button under the grid opens a new conversation in an agent portal.
 */
export const AGENT_ENTRY = { label: THINKING_AGENT_NAME, type: 'agent' } as const satisfies Omit<
  NavigationEntry,
  'icon'
>;
