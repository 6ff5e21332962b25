import type { SectionContenu } from '../types';
import { agSections } from './ag';
import { annuaireSections } from './annuaire';
import { galerieSections } from './galerie';
import { parcoursSections } from './parcours';
import { savoirSections } from './savoir';

/** Every section of the Contenus screen, in tab order. */
export const sections: SectionContenu[] = [...savoirSections, ...annuaireSections, ...agSections, ...galerieSections, ...parcoursSections];
