import { defineRoute } from '../api-route';
import { ThemeResponseSchema } from './theme.schema';

export * from './theme-files.routes';

export const getThemeRoute = defineRoute({
  method: 'get',
  path: '/api/theme',
  tag: 'système',
  summary: 'Thème actif et réglages publics',
  auth: 'public',
  response: ThemeResponseSchema,
});
