import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface PageContent {
  title: string | null;
  description: string | null;
  ogImage: string | null;
  faviconUrl: string | null;
  /** The main text, paragraphs separated by blank lines. */
  text: string;
}

/** The longest title and description kept (metadata, not documents). */
const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;

const clean = (value: string | null | undefined, max: number): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? text.slice(0, max) : null;
};

/** An http(s) address resolved against the page, or null. */
function absolute(href: string | null | undefined, base: string): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A page's metadata and main text: title (og:title, else <title>, else Readability's), description
 * (meta description, else og:description, else Readability's excerpt), og:image and favicon (a
 * <link rel="icon">, else /favicon.ico) resolved against the page's address, and the main text read
 * by Mozilla's Readability over linkedom's DOM (the whole body's text when Readability finds no
 * article).
 */
export function readPage(html: string, pageUrl: string): PageContent {
  const { document } = parseHTML(html);
  const meta = (selector: string): string | null => document.querySelector(selector)?.getAttribute('content') ?? null;
  const ogTitle = meta('meta[property="og:title"]');
  const description = meta('meta[name="description"]') ?? meta('meta[property="og:description"]');
  const ogImage = absolute(meta('meta[property="og:image"]') ?? meta('meta[property="og:image:url"]'), pageUrl);
  const icon = document.querySelector('link[rel="icon"], link[rel="shortcut icon"], link[rel="apple-touch-icon"]');
  const faviconUrl = absolute(icon?.getAttribute('href'), pageUrl) ?? absolute('/favicon.ico', pageUrl);
  const docTitle = document.querySelector('title')?.textContent ?? null;
  const bodyText = document.body?.textContent ?? '';
  // Readability changes the document it reads: the metadata is taken first.
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0]).parse();
  const text = textOf(article?.content ?? null) || (article?.textContent ?? '').trim() || bodyText.trim();
  return {
    title: clean(ogTitle ?? docTitle ?? article?.title, TITLE_MAX),
    description: clean(description ?? article?.excerpt, DESCRIPTION_MAX),
    ogImage,
    faviconUrl,
    text,
  };
}

/** The article's text with one blank line per block (sentences of two paragraphs never run together). */
function textOf(articleHtml: string | null): string {
  if (!articleHtml) return '';
  const { document } = parseHTML(`<!doctype html><html><body>${articleHtml}</body></html>`);
  const blocks = [...document.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, td')]
    .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((t) => t.length > 0);
  return blocks.join('\n\n');
}
