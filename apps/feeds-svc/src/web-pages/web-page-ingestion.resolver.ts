import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requireUserId, type GqlContext } from '@hivemind/common/nest';
import { WebPageIngestionService } from './web-page-ingestion.service.js';
import { WebPageProcess, WebPageTargetHive } from './web-page-process.model.js';
import type { WebPageProcessRow } from './web-page-processes.repository.js';

const present = (row: WebPageProcessRow): WebPageProcess => ({
  id: row.id,
  status: row.status,
  error: row.status === 'failed' ? row.error : null,
  webPageId: row.status === 'completed' ? row.webPageId : null,
  webPageTitle: row.status === 'completed' ? row.webPageTitle : null,
  url: row.url,
});

@Resolver(() => WebPageProcess)
export class WebPageIngestionResolver {
  constructor(private readonly service: WebPageIngestionService) {}

  /** POST /api/web-pages: signed in; the page is fetched, read and turned into posts in the background. */
  @Mutation(() => WebPageProcess)
  async submitWebPage(
    @Context() ctx: GqlContext,
    @Args('url', { type: () => String }) url: string,
    @Args('hiveId', { type: () => ID, nullable: true }) hiveId: string | null,
  ): Promise<WebPageProcess> {
    return present(await this.service.submit(requireUserId(ctx), { url, hiveId }));
  }

  /** The hives the signed-in member may send a page's drops to: the planet (the default) first. */
  @Query(() => [WebPageTargetHive])
  webPageTargetHives(@Context() ctx: GqlContext): Promise<WebPageTargetHive[]> {
    return this.service.postableHives(requireUserId(ctx));
  }

  /** GET /api/process-status/{id}: the signed-in member's own process; NOT_FOUND for anyone else's. */
  @Query(() => WebPageProcess)
  async webPageProcess(
    @Context() ctx: GqlContext,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<WebPageProcess> {
    return present(await this.service.status(requireUserId(ctx), id));
  }
}
