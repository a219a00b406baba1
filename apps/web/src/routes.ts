// The few real routes of the product (spec part 1 §2); everything else is the portal shell, and
// /portal/{type} paths are history only.
export const REGISTER_PATH = '/register';
export const SIGN_IN_PATH = '/register?mode=signin';
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

export type Route =
  | { readonly page: 'shell' }
  | { readonly page: 'register' }
  | { readonly page: 'terms' }
  | { readonly page: 'privacy' }
  | { readonly page: 'post'; readonly postId: string };

export function routeOf(pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === REGISTER_PATH) return { page: 'register' };
  if (path === TERMS_PATH) return { page: 'terms' };
  if (path === PRIVACY_PATH) return { page: 'privacy' };
  const post = /^\/post\/([^/]+)$/.exec(path);
  if (post?.[1] !== undefined) return { page: 'post', postId: decodeURIComponent(post[1]) };
  return { page: 'shell' };
}
