import type { Contact } from '@portail/contracts';

type AvatarKind = 'photo' | 'homme' | 'assistant' | 'femme';

/** Spec 01 §2.4 Avatar rule: the photo only with image rights; otherwise M man, A assistant, anything else woman. */
export function avatarKind(contact: Pick<Contact, 'droitImage' | 'photo' | 'sexe'>): AvatarKind {
  if (contact.droitImage && contact.photo) return 'photo';
  if (contact.sexe === 'M') return 'homme';
  if (contact.sexe === 'A') return 'assistant';
  return 'femme';
}
