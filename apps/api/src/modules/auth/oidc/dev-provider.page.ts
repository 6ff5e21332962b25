const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sign-in page of the development provider (the firm's provider has its own). */
export function renderLoginPage(uid: string, error?: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Connexion collaborateur</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f2;display:flex;justify-content:center;padding-top:10vh}
form{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px #0002;display:grid;gap:.75rem;min-width:320px}
label{display:grid;gap:.25rem}input{padding:.5rem;font-size:1rem}button{padding:.6rem;font-size:1rem}
.error{color:#a40000}</style></head>
<body><form method="post" action="/oidc/interaction/${escape(uid)}/login">
<h1>Connexion collaborateur</h1><p>Fournisseur d'identité de développement</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<label>Login AD<input name="login" autocomplete="username" required autofocus></label>
<label>Mot de passe<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Se connecter</button></form></body></html>`;
}
