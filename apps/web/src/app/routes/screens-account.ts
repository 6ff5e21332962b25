import type { ScreenMap } from './screens';

/** Screens of registration, password reset and the account area, by route name. */
export const accountScreens: ScreenMap = {
  register: () => import('../../features/inscription/components/inscription-page'),
  registerok: () => import('../../features/inscription/components/inscription-ok-page'),
  pwdforgot: () => import('../../features/mot-de-passe-oublie/components/pwd-forgot-page'),
  pwdforgotupdate: () => import('../../features/mot-de-passe-oublie/components/pwd-forgot-update-page'),
  account: () => import('../../features/compte/components/account-page'),
  accountinfos: () => import('../../features/compte/components/account-infos-page'),
  accountpreferences: () => import('../../features/compte/components/account-preferences-page'),
  resetmail: () => import('../../features/compte/components/reset-mail-page'),
  resetpassword: () => import('../../features/compte/components/reset-password-page'),
};
