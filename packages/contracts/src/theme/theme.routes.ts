import { defineRoute } from '../api-route';
import { ThemeSchema } from './theme.schema';

export const getThemeRoute = defineRoute({ method: 'get', path: '/api/theme', tag: 'système', summary: 'Thème actif', auth: 'public', response: ThemeSchema });
export const getThemeLogoRoute = defineRoute({ method: 'get', path: '/api/theme/logo', tag: 'système', summary: 'Logo du thème actif', auth: 'public' });
