import type { Theme } from '@portail/contracts';

/** Neutral look used until the theme arrives or if it cannot be loaded: no brand name. */
export const NEUTRAL_THEME: Theme = {
  name: 'neutre',
  platformName: 'Espace client',
  entityName: '',
  links: { legalNotice: '', support: '', home: '', mailService: '' },
  supportPhone: '',
  chartColours: ['#2f5d8a', '#7aa6c2', '#e0a526'],
  palette: { primary: '#2f5d8a', secondary: '#5b7083', accent: '#e0a526', background: '#f5f7fa', text: '#1f2933' },
  logo: '',
  doubleAuthentification: 'facultative',
};

/** CSS custom properties read by styles/global.css. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const { palette, chartColours } = theme;
  return {
    '--couleur-primaire': palette.primary,
    '--couleur-secondaire': palette.secondary,
    '--couleur-accent': palette.accent,
    '--couleur-fond': palette.background,
    '--couleur-texte': palette.text,
    '--couleur-graphique-1': chartColours[0],
    '--couleur-graphique-2': chartColours[1],
    '--couleur-graphique-3': chartColours[2],
  };
}
