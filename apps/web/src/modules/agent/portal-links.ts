// Links a reply puts on what it quotes are relative portal paths (contracts AgentLinks:
// /portal/{type}?prop=value, spec part 1 §2): the agent portal opens them as portals. Pure, unit-tested.

export interface PortalLink {
  readonly type: string;
  readonly props: Readonly<Record<string, string>>;
}

/** The portal a link opens, or null for any other link (shown as an ordinary link). */
export function portalLink(href: string | undefined): PortalLink | null {
  if (href === undefined || !href.startsWith('/portal/')) return null;
  let url: URL;
  try {
    url = new URL(href, 'https://portal.invalid');
  } catch {
    return null;
  }
  const type = decodeURIComponent(url.pathname.slice('/portal/'.length));
  if (type.length === 0 || type.includes('/')) return null;
  return { type, props: Object.fromEntries(url.searchParams) };
}

/** Links that leave the app open in a new tab; anything but http(s) and mailto is not a link at all. */
export function isSafeExternalLink(href: string | undefined): href is string {
  return href !== undefined && /^(https?:|mailto:)/i.test(href);
}
