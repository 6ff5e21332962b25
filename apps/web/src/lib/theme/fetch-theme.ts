import { getThemeRoute, type Theme } from '@portail/contracts';
import { call } from '../api-client';

export const fetchTheme = (): Promise<Theme> => call(getThemeRoute);
