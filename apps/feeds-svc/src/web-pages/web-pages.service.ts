import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import type { WebPage } from './web-page.model.js';
import { WebPageException } from './web-pages.exception.js';
import { WebPagesRepository } from './web-pages.repository.js';

/** The longest url looked up (a page's address, not a document). */
const URL_MAX_LENGTH = 2048;

/** Web pages (spec 3 §2.7, §3 Web page, §7 GET /api/web-pages); guests read them. */
@Injectable()
export class WebPagesService {
  constructor(private readonly repo: WebPagesRepository) {}

  /** NOT_FOUND 'Webpage not found' for an unknown page. */
  async byId(id: string): Promise<WebPage> {
    const page = isUuid(id) ? await this.repo.byId(id) : null;
    if (!page) throw WebPageException.notFound();
    return page;
  }

  /**
   * The page read from `url` (trimmed; as it was submitted and stored). A blank url is
   * 'No URL or webPageId provided' (spec 3 §5); an unknown one NOT_FOUND.
   */
  async byUrl(url: string | null | undefined): Promise<WebPage> {
    const wanted = url?.trim() ?? '';
    if (wanted === '') throw WebPageException.noUrl();
    const page = wanted.length <= URL_MAX_LENGTH ? await this.repo.byUrl(wanted) : null;
    if (!page) throw WebPageException.notFound();
    return page;
  }
}
