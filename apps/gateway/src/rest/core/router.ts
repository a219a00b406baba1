import type { RestRoute } from './route.js';

/**
 * Finds the route of a request: exact segments and `:param` segments, the first declared route whose
 * path matches wins (so `/api/hives/all` is declared before `/api/hives/:id`).
 */
export type RouteMatch =
  { route: RestRoute; params: Record<string, string> } | { error: 'not-found' | 'method-not-allowed' };

interface CompiledRoute {
  route: RestRoute;
  segments: string[];
}

export class RestRouter {
  private readonly compiled: CompiledRoute[] = [];

  constructor(routes: readonly RestRoute[] = []) {
    for (const route of routes) this.add(route);
  }

  add(route: RestRoute): this {
    this.compiled.push({ route, segments: route.pattern.split('/').filter(Boolean) });
    return this;
  }

  get routes(): RestRoute[] {
    return this.compiled.map((c) => c.route);
  }

  /** The route for a path and its params, or why none matched. */
  match(method: string, pathname: string): RouteMatch {
    const parts = pathname.split('/').filter(Boolean);
    let pathMatched = false;
    for (const { route, segments } of this.compiled) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { route, params };
    }
    return { error: pathMatched ? 'method-not-allowed' : 'not-found' };
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const v = parts[i] as string;
    if (p.startsWith(':')) {
      try {
        params[p.slice(1)] = decodeURIComponent(v);
      } catch {
        return null;
      }
    } else if (p !== v) {
      return null;
    }
  }
  return params;
}
