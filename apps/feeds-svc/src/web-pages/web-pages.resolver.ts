import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { WebPage } from './web-page.model.js';
import { WebPagesService } from './web-pages.service.js';

@Resolver(() => WebPage)
export class WebPagesResolver {
  constructor(private readonly service: WebPagesService) {}

  /** GET /api/web-pages/{id}. */
  @Query(() => WebPage)
  webPage(@Args('id', { type: () => ID }) id: string): Promise<WebPage> {
    return this.service.byId(id);
  }

  /** GET /api/web-pages?url=. */
  @Query(() => WebPage)
  webPageByUrl(@Args('url', { type: () => String }) url: string): Promise<WebPage> {
    return this.service.byUrl(url);
  }
}
