// Texts of the member's control portal, ready for i18n.
export const controlMessages = {
  navigationLabel: 'Open a portal',
  loadingCapture: 'Loading thought capture…',
} as const;
