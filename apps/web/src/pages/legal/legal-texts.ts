// The texts of /terms and /privacy. Plain language, describing what this software actually does.
export type LegalDocumentName = 'terms' | 'privacy';

export interface LegalDocument {
  readonly title: string;
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

export const LEGAL_DOCUMENTS: Record<LegalDocumentName, LegalDocument> = {
  terms: {
    title: 'Terms of Service',
    updated: 'Last updated: November 2026',
    intro:
      'Hivemind is a thinking workspace. These terms explain what you can expect from us and what we expect from you when you use it.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'You need an account to capture thoughts, join hives, post or vote. Keep your password to yourself; you are responsible for what happens under your account.',
          'You can add more email addresses to your account. Each one must be verified with the 6-digit code we send to it.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'Your thoughts and lists are private to you. Posts you make in a hive are shown without your name, to the people the hive allows.',
          'You keep the rights to what you write. You allow Hivemind to store, process and show it so the product can work, including processing by AI agents that classify and format it.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: [
          'Do not use Hivemind to harass people, to break the law, or to overload or probe the service. Hive owners and admins may remove posts in their hives.',
        ],
      },
      {
        heading: 'Changes and ending',
        paragraphs: [
          'We may change these terms; we will tell you about important changes in the product. You can stop using Hivemind at any time.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: November 2026',
    intro: 'What Hivemind keeps about you, why, and what it never does.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your email addresses, a hash of your password (never the password itself), your thoughts, lists, posts, votes and the hives you belong to.',
          'A session cookie named sid keeps you signed in. It cannot be read by scripts in the page.',
        ],
      },
      {
        heading: 'What stays in your browser',
        paragraphs: [
          'Your theme, font size and portal glow choices are stored only in your browser (local storage) and are never sent to us.',
        ],
      },
      {
        heading: 'How it is used',
        paragraphs: [
          'Your thoughts are processed by AI agents to classify, format and connect them. Their results are stored with your thoughts and shown only to you.',
          'We do not sell your data and do not show advertising.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can remove added email addresses in Settings, change your password, and sign out of every session by changing your password.',
        ],
      },
    ],
  },
};
