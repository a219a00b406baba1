// The media portals' texts (spec 3 §2.7-§2.12, §8). The spec's own words come from libs/contracts
// (the server answers with the same ones); where it gives none (labels, counts) the product's wording.
import { MediaMessages } from '@hivemind/contracts';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const mediaMessages = {
  ...MediaMessages,
  // Widgets (spec 3 §2.10, §2.11; the stream portal's period chips and charts)
  widgetsLabel: 'Podcast insights',
  streamsTagged: 'Streams Tagged',
  streamSentiment: 'Stream Sentiment',
  postsGenerated: 'Posts Generated',
  noStreams: 'No streams tagged in this period.',
  // Podcast and episodes
  loadingPodcast: 'Loading podcast',
  loadingEpisode: 'Loading episode',
  loadingEpisodes: 'Loading episodes',
  episodesTracked: (tracked: number, total: number) =>
    `${tracked.toLocaleString('en-US')} of ${count(total, 'episode', 'episodes')} tracked`,
  language: (code: string) => `Language: ${code.toUpperCase()}`,
  by: (publisher: string) => `by ${publisher}`,
  audio: 'Audio',
  website: 'Website',
  video: 'Video',
  openPodcast: (title: string) => `Open the podcast ${title}`,
  posts: (n: number) => count(n, 'post', 'posts'),
  streams: (n: number) => count(n, 'stream', 'streams'),
  people: (n: number) => count(n, 'person', 'people'),
  noPostsYet: 'No posts yet',
  episodesLabel: 'Episodes',
  tryAgain: 'Try Again',
  // Organization and person
  loadingOrganization: 'Loading organization',
  loadingPerson: 'Loading person',
  streamsHierarchy: 'Streams',
  websites: 'Websites',
  expandBranch: (name: string) => `Show the products of ${name}`,
  collapseBranch: (name: string) => `Hide the products of ${name}`,
  current: 'Current',
  since: (day: string) => `Since ${day}`,
  between: (from: string, to: string) => `${from} – ${to}`,
  connectLabels: { website: 'Website', x: 'X', instagram: 'Instagram' },
  // Web page
  loadingWebPage: 'Loading webpage',
  collapse: 'Collapse',
  expandCard: 'Expand',
} as const;
