// /post/{id}: the shareable link of a post (spec 2 §2). It is the portal shell with the post portal
// open, readable by guests (any interaction sends them to /register).
import { useMemo } from 'react';
import { Shell } from '../../shell/Shell.js';

export function PostPage({ postId }: { readonly postId: string }) {
  const initialPortal = useMemo(() => ({ type: 'post-portal', props: { postId } }), [postId]);
  return <Shell initialPortal={initialPortal} />;
}
