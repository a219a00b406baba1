// Hives, follows, membership and citizenship (one gql const per operation, named after it).
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface HiveRefView {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly logo: string | null;
}

export interface HiveView {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly type: string;
  readonly website: string | null;
  readonly logo: string | null;
  readonly level: string;
  readonly allowFollowers: boolean;
  readonly emailDomains: readonly string[];
  readonly isPublicSquare: boolean;
  readonly followersCount: number;
  readonly membersCount: number;
  readonly viewerRole: string;
  readonly isMember: boolean;
  readonly isFollowing: boolean;
  readonly isAdmin: boolean;
  readonly canApply: boolean;
  readonly parent: HiveRefView | null;
}

const HIVE_FIELDS = gql`
  fragment HiveViewFields on Hive {
    id
    name
    description
    type
    website
    logo
    level
    allowFollowers
    emailDomains
    isPublicSquare
    followersCount
    membersCount
    viewerRole
    isMember
    isFollowing
    isAdmin
    canApply
    parent {
      id
      name
      type
      logo
    }
  }
`;

// HivePage and LaunchHiveResult carry HiveView (the same fields under another type name).
const HIVE_VIEW_FIELDS = gql`
  fragment HivePageFields on HiveView {
    id
    name
    description
    type
    website
    logo
    level
    allowFollowers
    emailDomains
    isPublicSquare
    followersCount
    membersCount
    viewerRole
    isMember
    isFollowing
    isAdmin
    canApply
    parent {
      id
      name
      type
      logo
    }
  }
`;

export const MY_HIVES_QUERY: TypedDocumentNode<{ myHives: HiveView[] }, { search: string | null }> = gql`
  query MyHives($search: String) {
    myHives(search: $search) {
      ...HiveViewFields
    }
  }
  ${HIVE_FIELDS}
`;

export interface AllHivesVariables {
  readonly page: number;
  readonly limit: number;
  readonly search: string | null;
  readonly type: string | null;
}

export const ALL_HIVES_QUERY: TypedDocumentNode<
  { allHives: { hives: HiveView[]; hasMore: boolean } },
  AllHivesVariables
> = gql`
  query AllHives($page: Int, $limit: Int, $search: String, $type: String) {
    allHives(page: $page, limit: $limit, search: $search, type: $type) {
      hives {
        ...HivePageFields
      }
      hasMore
    }
  }
  ${HIVE_VIEW_FIELDS}
`;

export const HIVE_QUERY: TypedDocumentNode<{ hive: HiveView | null }, { id: string }> = gql`
  query Hive($id: ID!) {
    hive(id: $id) {
      ...HiveViewFields
    }
  }
  ${HIVE_FIELDS}
`;

export const HIVE_HIERARCHY_QUERY: TypedDocumentNode<{ hiveHierarchy: HiveRefView[] }, { id: string }> = gql`
  query HiveHierarchy($id: ID!) {
    hiveHierarchy(id: $id) {
      id
      name
      type
      logo
    }
  }
`;

export interface CitizenshipView {
  readonly country: HiveRefView | null;
  readonly state: HiveRefView | null;
  readonly city: HiveRefView | null;
  readonly neighborhood: HiveRefView | null;
}

export const MY_CITIZENSHIP_HIVES_QUERY: TypedDocumentNode<
  { myCitizenship: CitizenshipView },
  Record<never, never>
> = gql`
  query MyCitizenshipHives {
    myCitizenship {
      country {
        id
        name
        type
        logo
      }
      state {
        id
        name
        type
        logo
      }
      city {
        id
        name
        type
        logo
      }
      neighborhood {
        id
        name
        type
        logo
      }
    }
  }
`;

export interface LaunchHiveResultView {
  readonly hive: HiveView;
  readonly invitationsCreated: number;
  readonly invitationsFailed: number;
  readonly errors: readonly { email: string; error: string }[];
}

export const LAUNCH_HIVE_MUTATION: TypedDocumentNode<
  { launchHive: LaunchHiveResultView },
  { name: string; emails: string[]; type: string | null }
> = gql`
  mutation LaunchHive($name: String!, $emails: [String!]!, $type: String) {
    launchHive(name: $name, emails: $emails, type: $type) {
      hive {
        ...HivePageFields
      }
      invitationsCreated
      invitationsFailed
      errors {
        email
        error
      }
    }
  }
  ${HIVE_VIEW_FIELDS}
`;

export const FOLLOW_HIVE_MUTATION: TypedDocumentNode<{ followHive: HiveView }, { hiveId: string }> = gql`
  mutation FollowHive($hiveId: ID!) {
    followHive(hiveId: $hiveId) {
      ...HiveViewFields
    }
  }
  ${HIVE_FIELDS}
`;

export const UNFOLLOW_HIVE_MUTATION: TypedDocumentNode<{ unfollowHive: HiveView }, { hiveId: string }> = gql`
  mutation UnfollowHive($hiveId: ID!) {
    unfollowHive(hiveId: $hiveId) {
      ...HiveViewFields
    }
  }
  ${HIVE_FIELDS}
`;

export const JOIN_HIVE_MUTATION: TypedDocumentNode<{ joinHive: HiveView }, { hiveId: string }> = gql`
  mutation JoinHive($hiveId: ID!) {
    joinHive(hiveId: $hiveId) {
      ...HiveViewFields
    }
  }
  ${HIVE_FIELDS}
`;

export interface UpdateHiveVariables {
  readonly id: string;
  readonly input: {
    name?: string;
    description?: string | null;
    website?: string | null;
    type?: string;
    emailDomains?: string[];
  };
}

export const UPDATE_HIVE_MUTATION: TypedDocumentNode<{ updateHive: HiveView }, UpdateHiveVariables> = gql`
  mutation UpdateHive($id: ID!, $input: UpdateHiveInput!) {
    updateHive(id: $id, input: $input) {
      ...HiveViewFields
    }
  }
  ${HIVE_FIELDS}
`;
