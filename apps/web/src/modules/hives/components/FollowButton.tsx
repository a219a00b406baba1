// Follow toggle (spec part 1 §4): the label flips at once and flips back if the server refuses.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Notice } from '../../../ui/Notice.js';
import { FOLLOW_HIVE_MUTATION, MY_HIVES_QUERY, UNFOLLOW_HIVE_MUTATION, type HiveView } from '../graphql.js';
import { hiveDetailMessages as m } from '../messages.js';

export function FollowButton({ hive }: { readonly hive: HiveView }) {
  const [following, setFollowing] = useState(hive.isFollowing);
  const [error, setError] = useState<string | null>(null);
  const [follow] = useMutation(FOLLOW_HIVE_MUTATION, { refetchQueries: [MY_HIVES_QUERY] });
  const [unfollow] = useMutation(UNFOLLOW_HIVE_MUTATION, { refetchQueries: [MY_HIVES_QUERY] });
  const toggle = () => {
    const next = !following;
    setFollowing(next);
    setError(null);
    (next ? follow : unfollow)({ variables: { hiveId: hive.id } }).catch((failure: unknown) => {
      setFollowing(!next);
      setError(graphqlErrorText(failure, m.followFailed));
    });
  };
  return (
    <>
      <Button size="sm" variant={following ? 'secondary' : 'primary'} aria-pressed={following} onClick={toggle}>
        {following ? m.following : m.follow}
      </Button>
      {error !== null && <Notice tone="error">{error}</Notice>}
    </>
  );
}
