// Texts of the Citizenship portal (spec part 2 §2.12, §4 "Localization", §8).
import { CitizenshipMessages } from '@hivemind/contracts';

export const citizenshipMessages = {
  formTitle: 'Public Square Hives',
  formLead: 'Choose the public squares you belong to. Choosing a level clears the levels below it.',
  level: { country: 'Country', state: 'State', city: 'City', neighborhood: 'Neighbourhood' },
  none: 'Not chosen',
  save: 'Save',
  cancel: 'Cancel',
  loadFailed: 'Failed to load your current localization settings.',
  saveFailed: 'Failed to update localization settings.',
  rateLimited: 'Rate limit exceeded:',
  updated: CitizenshipMessages.updated,
  cannotUpdate: (level: string): string => `Cannot update ${level} at this time`,
  historyTitle: 'Citizenship History',
  historyEmpty: 'No citizenship changes yet.',
  logsFailed: (error: string): string => `Error loading logs: ${error}`,
  logsFallback: 'Failed to fetch hive membership logs',
  current: 'Current',
  since: (date: string): string => `since ${date}`,
  between: (from: string, to: string): string => `${from} – ${to}`,
  loading: 'Loading citizenship',
} as const;
