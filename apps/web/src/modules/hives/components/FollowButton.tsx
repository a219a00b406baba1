// Follow toggle (spec part 1 §4): the label flips at once and flips back if the server refuses.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { Notice } from '../../../ui/Notice.js';
import { hiveDetailMessages as m } from '../messages.js';
import {
  FollowHiveDocument,
  MyHivesDocument,
  UnfollowHiveDocument,
  type HiveViewFieldsFragment,
} from '../graphql/hives.generated.js';

export function FollowButton({ hive }: { readonly hive: HiveViewFieldsFragment }) {
  const [following, setFollowing] = useState(hive.isFollowing);
  const [error, setError] = useState<string | null>(null);
  const [follow] = useMutation(FollowHiveDocument, { refetchQueries: [MyHivesDocument] });
  const [unfollow] = useMutation(UnfollowHiveDocument, { refetchQueries: [MyHivesDocument] });
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
