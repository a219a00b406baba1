// Citizenship: the user's public-square hives, the localization pickers, the save and the history.
import { gql, type TypedDocumentNode } from '@apollo/client';

interface Ref {
  readonly id: string;
  readonly name: string;
}

export interface CitizenshipData {
  readonly country: Ref | null;
  readonly state: Ref | null;
  readonly city: Ref | null;
  readonly neighborhood: Ref | null;
  readonly rateLimits: readonly { level: string; canUpdate: boolean; reason: string | null }[];
}

export const MY_CITIZENSHIP_QUERY: TypedDocumentNode<{ myCitizenship: CitizenshipData }, Record<never, never>> = gql`
  query MyCitizenship {
    myCitizenship {
      country {
        id
        name
      }
      state {
        id
        name
      }
      city {
        id
        name
      }
      neighborhood {
        id
        name
      }
      rateLimits {
        level
        canUpdate
        reason
      }
    }
  }
`;

export const LOCALIZATION_HIVES_QUERY: TypedDocumentNode<
  { localizationHives: Ref[] },
  { type: string; parentId: string | null }
> = gql`
  query LocalizationHives($type: String!, $parentId: ID) {
    localizationHives(type: $type, parentId: $parentId) {
      id
      name
    }
  }
`;

export interface LocalizationVariables {
  countryHiveId?: string | null;
  stateHiveId?: string | null;
  cityHiveId?: string | null;
  neighborhoodHiveId?: string | null;
}

export const UPDATE_LOCALIZATION_MUTATION: TypedDocumentNode<
  { updateLocalization: { success: boolean; message: string; type: string | null; details: string[] } },
  LocalizationVariables
> = gql`
  mutation UpdateLocalization($countryHiveId: ID, $stateHiveId: ID, $cityHiveId: ID, $neighborhoodHiveId: ID) {
    updateLocalization(
      countryHiveId: $countryHiveId
      stateHiveId: $stateHiveId
      cityHiveId: $cityHiveId
      neighborhoodHiveId: $neighborhoodHiveId
    ) {
      success
      message
      type
      details
    }
  }
`;

export interface CitizenshipLogView {
  readonly id: string;
  readonly level: string;
  readonly name: string;
  readonly isCurrent: boolean;
  readonly createdAt: string;
  readonly deletedAt: string | null;
}

export const MY_CITIZENSHIP_LOGS_QUERY: TypedDocumentNode<
  { myCitizenshipLogs: CitizenshipLogView[] },
  Record<never, never>
> = gql`
  query MyCitizenshipLogs {
    myCitizenshipLogs {
      id
      level
      name
      isCurrent
      createdAt
      deletedAt
    }
  }
`;
