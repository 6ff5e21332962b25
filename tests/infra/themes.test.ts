import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { ThemeSchema, type Theme } from '../../packages/contracts/src/theme/theme.schema';
import { abs, exists, readJson, readText } from './support/repo';

const themeNames = fs
  .readdirSync(abs('themes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const load = (name: string) => readJson<Theme>(`themes/${name}/theme.json`);

const HEX = /^#[0-9a-f]{6}$/i;

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('themes', () => {
  it('ships the default theme and a second brand', () => {
    expect(themeNames).toEqual(expect.arrayContaining(['cder', 'terroirs']));
  });

  it('computes contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('cder is MyCDER of CDER with its support number', () => {
    const theme = load('cder');
    expect(theme).toMatchObject({ platformName: 'MyCDER', entityName: 'CDER', supportPhone: '03 26 00 00 00' });
    for (const link of Object.values(theme.links)) expect(new URL(link).hostname).toMatch(/(^|\.)cder\.example$/);
  });

  it('terroirs is a different brand in every visible respect', () => {
    const [cder, terroirs] = [load('cder'), load('terroirs')];
    expect(terroirs).toMatchObject({ platformName: 'Mon Espace Terroirs', entityName: 'Terroirs Conseil' });
    expect(terroirs.palette).not.toEqual(cder.palette);
    expect(terroirs.chartColours).not.toEqual(cder.chartColours);
    expect(new URL(terroirs.links.home).hostname).not.toBe(new URL(cder.links.home).hostname);
    expect(readText('themes/terroirs/theme.json') + readText('themes/terroirs/logo.svg')).not.toMatch(/cder/i);
  });
});

describe.each(themeNames)('theme %s', (name) => {
  const theme = load(name);

  it('has exactly the keys of the contracts ThemeSchema, with valid values', () => {
    expect(Object.keys(theme).sort()).toEqual(Object.keys(ThemeSchema.shape).sort());
    expect(Object.keys(theme.links).sort()).toEqual(['home', 'legalNotice', 'mailService', 'support']);
    expect(Object.keys(theme.palette).sort()).toEqual(['accent', 'background', 'primary', 'secondary', 'text']);
    expect(ThemeSchema.safeParse(theme).error).toBeUndefined();
  });

  it('is named after its folder, which THEME selects', () => {
    expect(theme.name).toBe(name);
    expect(name).toMatch(/^[a-z0-9-]+$/);
    expect(theme.platformName.trim()).not.toBe('');
    expect(theme.entityName.trim()).not.toBe('');
  });

  it('links to https pages and gives a French phone number', () => {
    for (const link of Object.values(theme.links)) expect(new URL(link).protocol).toBe('https:');
    expect(theme.supportPhone).toMatch(/^0[1-9]( \d{2}){4}$/);
  });

  it('has three distinct chart colours and a full palette', () => {
    expect(theme.chartColours).toHaveLength(3);
    expect(new Set(theme.chartColours.map((c) => c.toLowerCase())).size).toBe(3);
    for (const colour of [...theme.chartColours, ...Object.values(theme.palette)]) expect(colour).toMatch(HEX);
  });

  it('keeps body text and primary readable on the background (WCAG AA, 4.5:1)', () => {
    expect(contrast(theme.palette.text, theme.palette.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.palette.primary, theme.palette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('has its logo file: an accessible SVG titled with the platform name', () => {
    expect(theme.logo).toMatch(/^[\w.-]+$/);
    expect(exists(`themes/${name}/${theme.logo}`)).toBe(true);
    const svg = readText(`themes/${name}/${theme.logo}`);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`>${theme.platformName}</title>`);
    expect(svg).not.toMatch(/<script|<image|href="http/i);
  });
});
