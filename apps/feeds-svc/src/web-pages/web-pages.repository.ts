import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { WebPage } from './web-page.model.js';

const WEB_PAGE_SELECT = {
  id: true,
  url: true,
  title: true,
  description: true,
  ogImage: true,
  faviconUrl: true,
  scrapedAt: true,
} as const;

@Injectable()
export class WebPagesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  byId(id: string): Promise<WebPage | null> {
    return this.prisma.webPage.findUnique({ where: { id }, select: WEB_PAGE_SELECT });
  }

  /** By its url exactly as stored (web_page.url is unique). */
  byUrl(url: string): Promise<WebPage | null> {
    return this.prisma.webPage.findUnique({ where: { url }, select: WEB_PAGE_SELECT });
  }
}
