/** Query keys of the account area. */
export const compteKeys = {
  communications: ['compte', 'communications'] as const,
  pays: ['compte', 'pays'] as const,
};
