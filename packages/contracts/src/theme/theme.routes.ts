import { defineRoute } from '../api-route';
import { ThemeSchema } from './theme.schema';

export * from './theme-files.routes';

export const getThemeRoute = defineRoute({ method: 'get', path: '/api/theme', tag: 'système', summary: 'Thème actif', auth: 'public', response: ThemeSchema });
