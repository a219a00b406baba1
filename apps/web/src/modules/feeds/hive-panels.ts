// Which panels the hive portal shows (spec 2 §2.9 table, §4 Hive visibility), in their order numbers:
// - a non-member of a hive that is not a public square sees the locked view (40);
// - a member with no posts in the hive sees the empty state (45) and the lock (50); the feed stays
//   hidden until they post;
// - public squares always show the feed; with no posts yet, the empty state instead: 'No ideas
//   shared to this Hive yet' for a non-member, 'Post an idea to activate this Hive' for a member.
import { feedMessages as m } from './messages.js';

/** hiveFeedState from feeds-svc. */
export type HiveFeedAccess = 'visible' | 'locked' | 'needs_post';

export type HivePanel =
  | { readonly id: 'hive-locked-non-member'; readonly order: 40 }
  | { readonly id: 'hive-empty-state'; readonly order: 45; readonly text: string }
  | { readonly id: 'hive-locked'; readonly order: 50 }
  | { readonly id: 'hive-posts-feed'; readonly order: 100 };

export function isHiveFeedAccess(value: string): value is HiveFeedAccess {
  return value === 'visible' || value === 'locked' || value === 'needs_post';
}

export interface HivePanelInput {
  readonly access: HiveFeedAccess;
  readonly isPublicSquare: boolean;
  readonly isMember: boolean;
  /** The first page of the feed came back empty. */
  readonly feedEmpty: boolean;
}

export function hivePanels({ access, isPublicSquare, isMember, feedEmpty }: HivePanelInput): HivePanel[] {
  if (access === 'locked') return [{ id: 'hive-locked-non-member', order: 40 }];
  if (access === 'needs_post') {
    return [
      { id: 'hive-empty-state', order: 45, text: m.emptyActivate },
      { id: 'hive-locked', order: 50 },
    ];
  }
  if (isPublicSquare && feedEmpty) {
    return [{ id: 'hive-empty-state', order: 45, text: isMember ? m.emptyActivate : m.emptyPublicSquare }];
  }
  return [{ id: 'hive-posts-feed', order: 100 }];
}

/** The name a hive portal looks up: the exact name first (case-insensitive), never a mere partial match. */
export function hiveNamed<H extends { readonly name: string }>(hives: readonly H[], name: string): H | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return hives.find((h) => h.name === name.trim()) ?? hives.find((h) => h.name.toLocaleLowerCase() === wanted);
}
