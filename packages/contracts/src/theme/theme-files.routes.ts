import { defineRoute } from '../api-route';

/** Files, without a JSON schema: the public frame links them before any schema loads. */
export const getThemeLogoRoute = defineRoute({ method: 'get', path: '/api/theme/logo', tag: 'système', summary: 'Logo du thème actif', auth: 'public' });
