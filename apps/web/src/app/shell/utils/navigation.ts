import {
  AG_INSCRIPTION_ACCESS,
  ENTITE_PARTICULIER,
  ENTITES_SERVICE_MAIL_NAV,
  ROLE_GERANT,
  satisfiesModuleRequirement,
  type DroitDossier,
} from '@portail/contracts';
import { LOGOUT_URL } from '../../../lib/auth-urls';

export interface NavItem {
  key: string;
  label: string;
  /** Internal path (react-router link). */
  to?: string;
  /** External or server address (plain link). */
  href?: string;
  newTab?: boolean;
  emphasis?: boolean;
  children?: NavItem[];
}

export interface NavigationContext {
  dossier: DroitDossier | null;
  /** Modules of the selected dossier plus user-level modules. */
  modules: readonly string[];
  isCollaborateur: boolean;
  mailServiceUrl: string | null | undefined;
}

const initialConseil: NavItem[] = [
  { key: 'oic-presentation', label: 'Présentation', to: '/initial-conseil/presentation' },
  { key: 'oic-engagements', label: 'Engagements', to: '/initial-conseil/engagements' },
  { key: 'oic-soiree-createurs', label: 'Soirée créateurs', to: '/initial-conseil/soiree-createurs' },
  { key: 'oic-profil', label: 'Mon profil', to: '/initial-conseil/profil' },
  { key: 'oic-elearnings', label: 'E-learnings', to: '/initial-conseil/e-learnings' },
  { key: 'oic-outils', label: 'Outils', to: '/initial-conseil/outils' },
  { key: 'oic-interlocuteurs', label: 'Interlocuteurs', to: '/initial-conseil/interlocuteurs' },
];

/** Side navigation of spec 01 §2.3 with the gates of spec 01 §6 and spec 02 §6. */
export function buildNavigation({ dossier, modules, isCollaborateur, mailServiceUrl }: NavigationContext): NavItem[] {
  const has = (module: string) => modules.includes(module);
  const items: NavItem[] = [{ key: 'accueil', label: 'Accueil', to: '/accueil' }];
  const logout: NavItem = { key: 'deconnexion', label: 'Déconnexion', href: LOGOUT_URL };
  const portefeuille: NavItem = { key: 'portefeuille', label: 'Retour au portefeuille', to: '/selectionDossier' };
  // The firm's content (tutorials, gallery, tours...), managed by any collaborator, with or without a dossier picked.
  const contenus: NavItem = { key: 'contenus', label: 'Contenus', to: '/contenus' };
  // The firm's RGPD duties (issue 33 §3): the members' closure requests and the register, dossier or not.
  const rgpd: NavItem[] = [
    { key: 'rgpd-demandes', label: 'Demandes RGPD', to: '/rgpd/demandes' },
    { key: 'rgpd-registre', label: 'Registre RGPD', to: '/rgpd/registre' },
  ];

  if (!dossier) return isCollaborateur ? [portefeuille, contenus, ...rgpd, logout] : [...items, logout];

  const particulier = dossier.codeEntite === ENTITE_PARTICULIER;
  const gerant = dossier.idRole === ROLE_GERANT;
  const contacts: NavItem = { key: 'contacts', label: 'Mes contacts', to: '/contacts' };

  // Individual customers see their contacts, emphasised, in place of documents and figures.
  if (particulier) {
    if (has('page_contacts')) items.push({ ...contacts, emphasis: true });
  } else {
    items.push({ key: 'documents', label: 'Mes documents', to: '/documents' });
    if (has('page_chiffres')) items.push({ key: 'chiffres', label: 'Mes chiffres', to: '/mes-chiffres' });
  }
  items.push({ key: 'outils', label: 'Mes outils', to: '/outils' });
  // Staff acting on the dossier reach it too: they reveal a password when they need it (journaled, seen by the gérant).
  if (gerant || isCollaborateur) items.push({ key: 'identifiants', label: 'Identifiants partagés', to: '/mon-compte/mots-de-passe' });
  // Staff help the dossier's members: their accounts and second factor (issue 33).
  if (isCollaborateur) items.push({ key: 'adherents', label: 'Adhérents du dossier', to: '/dossier/adherents' });
  if (!particulier && has('page_contacts')) items.push(contacts);
  items.push({ key: 'actualites', label: 'Actualités', to: '/actualites' });
  items.push({ key: 'documentations', label: 'Documentations', to: '/documentations' });
  if (has('page_tutoriels')) items.push({ key: 'tutoriels', label: 'Tutoriels', to: '/tutoriels' });
  if (has('page_abo_dossier')) items.push({ key: 'facturation', label: 'Ma facturation', to: '/abonnement-dossier' });
  // The general assembly: whoever may answer the dossier's invitation (spec 02 §6).
  if (satisfiesModuleRequirement(modules, AG_INSCRIPTION_ACCESS, isCollaborateur)) items.push({ key: 'ag', label: 'Assemblée générale', to: '/ag' });
  if (has('canShowAnnuaireServices')) {
    items.push({ key: 'annuaire', label: 'Annuaire des services', to: '/annuaire-services' });
  }
  if (gerant && ENTITES_SERVICE_MAIL_NAV.includes(dossier.codeEntite) && mailServiceUrl) {
    items.push({ key: 'service-courrier', label: 'Service courrier', href: mailServiceUrl, newTab: true });
  }
  if (has('oic')) items.push({ key: 'initial-conseil', label: 'Initial Conseil', children: initialConseil });
  items.push({ key: 'oneday', label: 'One Day - Photos', to: '/oneday/galerie' });
  if (isCollaborateur) items.push(contenus, ...rgpd, portefeuille);
  items.push(logout);
  return items;
}

/** Board-documents icon in the header: administrateur_cder at user or dossier level. */
export const showBoardIcon = (modules: readonly string[]) => modules.includes('administrateur_cder');
