import { getThemeRoute, type ThemeResponse } from '@portail/contracts';
import { call } from '../api-client';

export const fetchTheme = (): Promise<ThemeResponse> => call(getThemeRoute);
