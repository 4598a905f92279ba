/** Query keys of the receiver's side (decision 062). */
export const receiverKeys = {
  settings: () => ['receiver', 'settings'] as const,
  logo: () => ['receiver', 'logo'] as const,
};
