import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeMmdbFile, type MmdbValue } from './mmdb-writer';

const names = (en: string, fr = en) => ({ en, fr, de: en });
const france = { geoname_id: 3017382, iso_code: 'FR', names: names('France') };
const belgium = { geoname_id: 2802361, iso_code: 'BE', names: names('Belgium', 'Belgique') };

/** GeoLite2-shaped records: 203.0.113.0/24 in Reims, 198.51.100.0/24 in Brussels, 192.0.2.0/24 a country only, 100.0.0.0/24 names without French; a private range too, which must never be looked up. */
const CITY: { network: string; data: { [key: string]: MmdbValue } }[] = [
  { network: '203.0.113.0/24', data: { city: { geoname_id: 2984114, names: names('Reims') }, country: france, location: { time_zone: 'Europe/Paris' } } },
  { network: '198.51.100.0/24', data: { city: { geoname_id: 2800866, names: names('Brussels', 'Bruxelles') }, country: belgium } },
  { network: '192.0.2.0/24', data: { country: france } },
  {
    network: '100.0.0.0/24',
    data: { city: { geoname_id: 3247449, names: { en: 'Aachen', de: 'Aachen' } }, country: { names: { en: 'Germany', de: 'Deutschland' } } },
  },
  { network: '10.0.0.0/8', data: { city: { geoname_id: 1, names: names('Intranet') }, country: france } },
];

/** A temporary folder with GeoLite2-City.mmdb and GeoLite2-Country.mmdb written by the test writer. */
export function writeGeoDatabases(): { dir: string; city: string; country: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geoip-'));
  const city = path.join(dir, 'GeoLite2-City.mmdb');
  const country = path.join(dir, 'GeoLite2-Country.mmdb');
  writeMmdbFile(city, { databaseType: 'GeoLite2-City', languages: ['de', 'en', 'fr'], networks: CITY });
  writeMmdbFile(country, {
    databaseType: 'GeoLite2-Country',
    languages: ['de', 'en', 'fr'],
    networks: CITY.map(({ network, data }) => ({ network, data: { country: data.country } })),
  });
  return { dir, city, country, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
