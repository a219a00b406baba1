import { describe, expect, it } from '@jest/globals';
import { normalizeWebPageUrl, webPageProcessError, WebPageIngestMessages } from '../media.js';

describe('one web page record per normalized url (issue 17)', () => {
  it('reads the same page under one address', () => {
    const same = [
      'https://Example.COM/a/b?y=2&x=1#top',
      'https://example.com:443/a/b?x=1&y=2',
      '  https://example.com/a/b?utm_source=news&x=1&y=2&fbclid=abc  ',
    ];
    expect(new Set(same.map(normalizeWebPageUrl))).toEqual(new Set(['https://example.com/a/b?x=1&y=2']));
  });

  it('accepts http and https only', () => {
    expect(normalizeWebPageUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of ['ftp://example.com/', 'javascript:alert(1)', 'file:///etc/passwd', 'example.com', '']) {
      expect(normalizeWebPageUrl(bad)).toBeNull();
    }
  });

  it('drops credentials written in the address', () => {
    expect(normalizeWebPageUrl('https://user:secret@example.com/p')).toBe('https://example.com/p');
  });
});

describe('the error a failed process shows', () => {
  it("is the refusal's own text, or 'Processing failed' for anything else", () => {
    expect(webPageProcessError(WebPageIngestMessages.tooLarge)).toBe(WebPageIngestMessages.tooLarge);
    expect(webPageProcessError('The page answered HTTP 404')).toBe('The page answered HTTP 404');
    expect(webPageProcessError('connect ECONNREFUSED 10.0.0.3:5432')).toBe('Processing failed');
    expect(webPageProcessError(undefined)).toBe('Processing failed');
  });
});
