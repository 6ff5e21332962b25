import Bowser from 'bowser';

const PLATFORMS: Record<string, string> = { desktop: 'Ordinateur', mobile: 'Téléphone', tablet: 'Tablette', tv: 'Téléviseur' };

/** « Téléphone · iOS 17.4 » and « Safari 17 » from a User-Agent, in French; « Appareil inconnu » when it tells nothing. */
export function deviceLabel(userAgent: string | undefined): { appareil: string; navigateur: string } {
  if (!userAgent) return { appareil: 'Appareil inconnu', navigateur: 'Navigateur inconnu' };
  const parsed = Bowser.parse(userAgent);
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  const kind = PLATFORMS[parsed.platform.type ?? ''];
  const major = parsed.browser.version?.split('.')[0];
  return {
    appareil: [kind, os].filter(Boolean).join(' · ') || 'Appareil inconnu',
    navigateur: [parsed.browser.name, major].filter(Boolean).join(' ') || 'Navigateur inconnu',
  };
}
