import type { SectionContenu } from '../types';
import { galerieSections } from './galerie';

/** Every section of the Contenus screen, in tab order. */
export const sections: SectionContenu[] = [...galerieSections];
