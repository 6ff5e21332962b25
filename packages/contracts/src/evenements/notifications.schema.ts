import { z } from 'zod';
import { queryInt } from '../common/input';

export const NOTIFICATION_CATEGORIES = ['invitation', 'rendez-vous', 'evenement', 'document', 'information'] as const;
export const NotificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES).describe('Catégorie : choisit l’image affichée');
export type NotificationCategory = z.infer<typeof NotificationCategorySchema>;

/** Notifications shown before 'Voir plus' (spec 01 §9). */
export const NOTIFICATIONS_VISIBLE = 5;
export const NOTIFICATIONS_MAX_LIMIT = 100;

export const NotificationSchema = z.object({
  _id: z.string().uuid(),
  date: z.string().describe('Date ISO 8601'),
  message: z.string(),
  url: z.string().nullable().describe('Lien interne facultatif (chemin du portail)'),
  category: NotificationCategorySchema,
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  offset: queryInt().min(0).default(0),
  limit: queryInt().min(1).max(NOTIFICATIONS_MAX_LIMIT).default(50),
});
export const NotificationPageSchema = z.object({ items: z.array(NotificationSchema), total: z.number().int() });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int() });
export const MarkReadResultSchema = z.object({ count: z.number().int().describe('Notifications marquées lues') });
export const NotificationCategoryParamSchema = z.object({ category: NotificationCategorySchema });
