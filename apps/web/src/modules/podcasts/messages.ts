// Texts of the tracked podcasts grids (spec part 1 §8, part 3 §2.13).
export const podcastMessages = {
  title: 'Tracked Podcasts',
  memberLead: 'Shows our agents listen to and turn into posts.',
  guestLead: 'We listen so you can think. Join to follow any of them.',
  viewAll: 'View All',
  loadMore: 'Load more podcasts',
  empty: 'No podcasts available',
  fetchFailed: 'Failed to fetch podcasts',
  loadFailed: (reason: string) => `Failed to load podcasts: ${reason}`,
  loading: 'Loading podcasts…',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  retry: 'Try Again',
} as const;
