// Texts of the paste-a-link form (issue 17; spec 3 §4 Webpage processing, §8).
export const webPageMessages = {
  title: 'Read a web page',
  lead: 'Paste a link: our agents read the page and turn it into drops.',
  urlLabel: 'Link',
  urlPlaceholder: 'https://…',
  submit: 'Read page',
  submitting: 'Sending…',
  processing: 'Processing…',
  /** Spec 3 §4 / §8: the error, else this. */
  processingFailed: 'Processing failed',
  completed: (title: string | null) => `Done: ${title ?? 'Untitled Webpage'}`,
  submitFailed: 'The link could not be sent',
  hiveLabel: 'Post drops to',
} as const;

/** Spec 3 §9: "Webpage processing poll | 2000 ms". */
export const WEB_PAGE_POLL_MS = 2000;
