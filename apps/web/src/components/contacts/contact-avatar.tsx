import type { Contact } from '@portail/contracts';
import assistant from './assets/avatar-assistant.svg';
import femme from './assets/avatar-femme.svg';
import homme from './assets/avatar-homme.svg';
import { avatarKind } from './avatar';

const IMAGES = { homme, femme, assistant } as const;

export function ContactAvatar({ contact, size = 64 }: { contact: Contact; size?: number }) {
  const kind = avatarKind(contact);
  const src = kind === 'photo' ? contact.photo! : IMAGES[kind];
  return <img className="contact__avatar" src={src} width={size} height={size} alt="" data-avatar={kind} />;
}
