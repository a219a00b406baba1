import {
  MediaMessages,
  MEDIA_MAX_PAGE,
  WEB_PAGE_FEED_MAX_PAGE_SIZE,
  WEB_PAGE_FEED_PAGE_SIZE,
  WebPageIngestMessages,
  type ProcessStatusJson,
  type WebPageAnswerJson,
  type WebPageProcessStatus,
  type WebPageSubmittedJson,
} from '@hivemind/contracts';
import {
  RestSubmitWebPageDocument,
  RestWebPageByUrlDocument,
  RestWebPageDocument,
  RestWebPageFeedDocument,
  RestWebPageProcessDocument,
  type WebPageFieldsFragment,
  type WebPageProcessFieldsFragment,
} from '../generated/graphql.js';
import { bodyFields, optionalString, stringField } from './core/body.js';
import type { RestResult } from './core/context.js';
import { badRequest, RestError } from './core/errors.js';
import { requireUuid, strictPageWindow } from './core/params.js';
import { route } from './core/route.js';
import { webPageJson } from './media-json.js';
import { pageOf } from './posts-json.js';

/**
 * Web pages and their feeds (spec 3 §2.7, §3 Web page, §6, §7 Posts and web pages): guests read them,
 * and every guest gets the same answer. Operations in graphql/web-pages.graphql.
 */

/**
 * The web page calls answer `{ success, data, error }` (spec 3 §7), refusals included: a 400 or 404
 * carries success false, data null and the error text ('Webpage not found', 'No URL or webPageId
 * provided').
 */
async function webPageAnswer(load: () => Promise<WebPageFieldsFragment>): Promise<RestResult> {
  try {
    const body: WebPageAnswerJson = { success: true, data: webPageJson(await load()), error: null };
    return { body };
  } catch (err) {
    if (!(err instanceof RestError) || err.status >= 500) throw err;
    const body: WebPageAnswerJson = { success: false, data: null, error: err.message };
    return { status: err.status, body };
  }
}

/** GET /api/process-status/{id} (spec 3 §3 Process status, §7). */
const processStatusJson = (p: WebPageProcessFieldsFragment): ProcessStatusJson => ({
  success: true,
  status: p.status as WebPageProcessStatus,
  error: p.error ?? null,
  webpageId: p.webPageId ?? null,
  webpageTitle: p.webPageTitle ?? null,
  url: p.url,
});

const feedWindow = (url: URL) =>
  strictPageWindow(url, {
    fallback: WEB_PAGE_FEED_PAGE_SIZE,
    max: WEB_PAGE_FEED_MAX_PAGE_SIZE,
    maxPage: MEDIA_MAX_PAGE,
  });

export const webPageRoutes = [
  // Spec 4: signed in; url http or https (400 otherwise); hiveId optional (a public square the member
  // may post to, the planet by default). 202 at once; the agent worker does the rest.
  route('POST', '/api/web-pages', {
    session: true,
    operation: RestSubmitWebPageDocument,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      return {
        url: stringField(fields, 'url', WebPageIngestMessages.urlRequired),
        hiveId: optionalString(fields, 'hiveId'),
      };
    },
    status: 202,
    answer: ({ submitWebPage }): WebPageSubmittedJson => ({ processId: submitWebPage.id }),
  }),

  // A process belongs to its submitter: anyone else's is 404.
  route('GET', '/api/process-status/:id', {
    session: true,
    operation: RestWebPageProcessDocument,
    variables: (ctx) => ({ id: ctx.params.id ?? '' }),
    answer: ({ webPageProcess }) => processStatusJson(webPageProcess),
  }),

  route('GET', '/api/web-pages', {
    guestCacheable: true,
    handler: (ctx) =>
      webPageAnswer(async () => {
        const url = ctx.url.searchParams.get('url')?.trim();
        if (!url) throw badRequest(MediaMessages.noUrlOrWebPageId);
        return (await ctx.graphql(RestWebPageByUrlDocument, { url })).webPageByUrl;
      }),
  }),

  route('GET', '/api/web-pages/:id', {
    guestCacheable: true,
    handler: (ctx) =>
      webPageAnswer(async () => {
        const id = requireUuid(ctx.params.id, 'id');
        return (await ctx.graphql(RestWebPageDocument, { id })).webPage;
      }),
  }),

  // Spec 3 §6: the webpage feed's cards are view-only, so every post answers userRole 'view'.
  route('GET', '/api/web-pages/:id/feed', {
    guestCacheable: true,
    operation: RestWebPageFeedDocument,
    variables: (ctx) => {
      const webPageId = requireUuid(ctx.params.id, 'id');
      const { offset, limit } = feedWindow(ctx.url);
      return { webPageId, offset, first: limit + 1 };
    },
    answer: ({ webPageFeed }, ctx) => {
      const { posts, hasMore } = pageOf(webPageFeed, feedWindow(ctx.url).limit, ctx);
      return { posts: posts.map((p) => ({ ...p, userRole: 'view' })), hasMore };
    },
  }),
];
