import { z } from 'zod';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const ThemeSchema = z.object({
  name: z.string(),
  platformName: z.string(),
  entityName: z.string(),
  links: z.object({
    legalNotice: z.string(),
    support: z.string(),
    home: z.string(),
    mailService: z.string(),
  }),
  supportPhone: z.string(),
  chartColours: z.tuple([colour, colour, colour]),
  palette: z.object({ primary: colour, secondary: colour, accent: colour, background: colour, text: colour }),
  logo: z.string().describe('Nom du fichier logo dans le dossier du thème'),
});
export type Theme = z.infer<typeof ThemeSchema>;
