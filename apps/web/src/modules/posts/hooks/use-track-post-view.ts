// Opening a post sends the analytics event view_post with post_id (spec 2 §2.1), once per opened
// post (a ref keeps React's development double effects from sending it twice). Best effort: a failed
// event never disturbs the reader.
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { TrackEventDocument } from '../graphql/posts.generated.js';

export function useTrackPostView(postId: string): void {
  const [track] = useMutation(TrackEventDocument);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === postId) return;
    sent.current = postId;
    track({ variables: { name: 'view_post', postId } }).catch(() => undefined);
  }, [postId, track]);
}
