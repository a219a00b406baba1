// Visible texts of the portal manager (ready for i18n).
export const managerMessages = {
  controlCannotClose: 'The control portal cannot be closed.',
} as const;
