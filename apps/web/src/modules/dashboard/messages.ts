// The dashboard's texts (spec 2 §2.7, §8). The spec's own words are quoted exactly.
export const dashboardMessages = {
  period: 'Last 7 days',
  // Card titles, in the spec's order (spec 2 §2.7).
  topPostGenerators: 'Top Post Generators',
  trendingStreams: 'Trending Streams',
  streamSentiment: 'Stream Sentiment',
  postsByType: 'Posts by Type',
  newStreams: 'New Streams',
  // 'Failed to load' plus the card's name (spec 2 §8).
  failed: (card: string) => `Failed to load ${card}`,
  cardNames: {
    podcasts: 'podcast rankings',
    trending: 'trending streams',
    sentiment: 'sentiment analysis',
    postsByType: 'posts by thought type',
    newStreams: 'new streams',
  },
  unknownError: 'Something went wrong.',
  tryAgain: 'Try Again',
  // Empty cards (spec 2 §8).
  noPosts: 'No Posts Available',
  noTrending: 'No Trending Streams',
  noNewStreams: 'No New Streams',
  noSentiment: 'No Sentiment Data',
  noPodcasts: 'No Podcasts Found',
  loading: (card: string) => `Loading ${card}`,
} as const;
