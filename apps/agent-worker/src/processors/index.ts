import type { Type } from '@nestjs/common';
import { ChatReplyProcessor } from './chat-reply.processor.js';
import { ClassifyPostProcessor } from './classify-post.processor.js';
import { ClassifyThoughtProcessor } from './classify-thought.processor.js';
import { EmbedTextProcessor } from './embed-text.processor.js';
import { EmbedPostProcessor } from './embed-post.processor.js';
import { EmbedStreamProcessor } from './embed-stream.processor.js';
import { EnhanceThoughtProcessor } from './enhance-thought.processor.js';
import { FetchPodcastFeedProcessor } from './fetch-podcast-feed.processor.js';
import { FetchWebPageProcessor } from './fetch-web-page.processor.js';
import { FormatThoughtProcessor } from './format-thought.processor.js';
import { MatchListsProcessor } from './match-lists.processor.js';
import { SummarizeInsightsProcessor } from './summarize-insights.processor.js';
import { TagPostStreamsProcessor } from './tag-post-streams.processor.js';

/** Every processor class of the agent worker (one per agent job name). */
export const PROCESSORS: Type[] = [
  ClassifyThoughtProcessor,
  FormatThoughtProcessor,
  EmbedTextProcessor,
  EnhanceThoughtProcessor,
  SummarizeInsightsProcessor,
  MatchListsProcessor,
  ClassifyPostProcessor,
  EmbedPostProcessor,
  TagPostStreamsProcessor,
  ChatReplyProcessor,
  EmbedStreamProcessor,
  FetchWebPageProcessor,
  FetchPodcastFeedProcessor,
];
