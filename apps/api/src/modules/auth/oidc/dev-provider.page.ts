import type { Theme } from '@portail/contracts';
import { DEV_PROVIDER_PATH } from './oidc-endpoints';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the page's stylesheets are served (no inline style or script: the CSP allows 'self' only). */
export const DEV_PROVIDER_ASSETS = { stylesheet: '/assets/dev-provider.css', themeColours: '/assets/theme.css' } as const;

/** Sign-in page of the development provider (the firm's provider has its own), in the theme's look. */
export function renderLoginPage(theme: Theme, uid: string, error?: string, login = ''): string {
  // After a refused attempt the login stays typed and the password is the field to fill.
  const retry = login !== '';
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Connexion collaborateur – ${escape(theme.platformName)}</title>
<link rel="stylesheet" href="${DEV_PROVIDER_PATH}${DEV_PROVIDER_ASSETS.stylesheet}">
<link rel="stylesheet" href="${DEV_PROVIDER_PATH}${DEV_PROVIDER_ASSETS.themeColours}"></head>
<body><main class="carte">
<img class="logo" src="/api/theme/logo" alt="${escape(theme.platformName)}">
<h1>Connexion collaborateur</h1><p class="texte-secondaire">Fournisseur d'identité de développement</p>
<form class="formulaire" method="post" action="${DEV_PROVIDER_PATH}/interaction/${escape(uid)}/login">
${error ? `<p class="erreur" role="alert">${escape(error)}</p>` : ''}
<label class="champ">Login AD<input name="login" autocomplete="username" required value="${escape(login)}"${retry ? '' : ' autofocus'}></label>
<label class="champ">Mot de passe<input name="password" type="password" autocomplete="current-password" required${retry ? ' autofocus' : ''}></label>
<button class="bouton" type="submit">Se connecter</button></form></main></body></html>`;
}

/** The theme's palette as the variables dev-provider.css reads (colours validated as #rrggbb by ThemeSchema). */
export function themeColoursCss(theme: Theme): string {
  const { primary, accent, background, text } = theme.palette;
  return `:root{--couleur-primaire:${primary};--couleur-accent:${accent};--couleur-fond:${background};--couleur-texte:${text}}\n`;
}
