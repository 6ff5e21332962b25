import { z } from 'zod';

export const MainStatSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  date: z.string().describe('Date de la valeur (ISO 8601)'),
  value: z.number().nullable(),
  format: z.object({ unit: z.string(), precision: z.number().int().min(0).max(4) }),
});
export type MainStat = z.infer<typeof MainStatSchema>;
export const MainStatListSchema = z.array(MainStatSchema);

export const HomeSectionSchema = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string().nullable(),
  estPrioritaire: z.boolean(),
  image: z.string().nullable().describe('Chemin de l’image (/api/newhomesection/image)'),
});
export type HomeSection = z.infer<typeof HomeSectionSchema>;
export const NewHomeSectionSchema = z.object({ section: HomeSectionSchema.nullable().describe('null quand rien n’est publié') });
export type NewHomeSection = z.infer<typeof NewHomeSectionSchema>;
