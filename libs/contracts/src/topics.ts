/**
 * Redis pub/sub topics that the gateway turns into GraphQL subscriptions. Topics carry the user id
 * so a subscriber only ever hears about their own work.
 */
export const topics = {
  thoughtProgress: (userId: string, thoughtId: string) => `user:${userId}:thought-progress:${thoughtId}`,
} as const;
