/**
 * Query keys of the sharing feature, under the resource name of their paths (/api/droits/...):
 * none depends on the selected dossier, so they survive a dossier change.
 */
export const sharingKeys = {
  invitation: (id: string) => ['droits', 'invitations', 'public', id] as const,
  received: ['droits', 'invitations', 'received'] as const,
  sent: ['droits', 'invitations', 'sent'] as const,
  sharedRights: ['droits', 'sent'] as const,
  mesDroits: ['droits', 'mesDroits'] as const,
  roles: ['droits', 'roles'] as const,
  categories: ['droits', 'categories'] as const,
};
