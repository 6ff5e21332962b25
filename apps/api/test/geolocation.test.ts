import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { Geolocation } from '../src/modules/securite/geolocation';
import { writeGeoDatabases } from './support/geo-fixtures';

const geo = writeGeoDatabases();
afterAll(() => geo.remove());

describe('Geolocation.placeOf', () => {
  it('gives the city (French name, else English) and the country from a City database', async () => {
    const g = await Geolocation.open(geo.city);
    expect(g.placeOf('203.0.113.9')).toBe('Reims, France');
    expect(g.placeOf('198.51.100.20')).toBe('Bruxelles, Belgique');
    expect(g.placeOf('192.0.2.1')).toBe('France');
    expect(g.placeOf('100.0.0.1')).toBe('Aachen, Germany');
  });

  it('gives the country from a Country database', async () => {
    const g = await Geolocation.open(geo.country);
    expect(g.placeOf('203.0.113.9')).toBe('France');
    expect(g.placeOf('198.51.100.20')).toBe('Belgique');
  });

  it('looks an IPv4-mapped IPv6 address up as its IPv4 address', async () => {
    const g = await Geolocation.open(geo.city);
    expect(g.placeOf('::ffff:203.0.113.9')).toBe('Reims, France');
    expect(g.placeOf('::FFFF:198.51.100.20')).toBe('Bruxelles, Belgique');
  });

  it('answers null for loopback, private, unknown and malformed addresses, and IPv6 in an IPv4 database', async () => {
    const g = await Geolocation.open(geo.city);
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '8.8.8.8',
      '2001:db8::1',
      '',
      'inconnue',
      '203.0.113',
      '999.1.1.1',
    ])
      expect([address, g.placeOf(address)]).toEqual([address, null]);
  });

  it('answers null without a database', async () => {
    expect((await Geolocation.open(undefined)).placeOf('203.0.113.9')).toBeNull();
  });

  it('refuses a file that is not a MaxMind database, naming the variable', async () => {
    await expect(Geolocation.open(path.join(geo.dir, 'absent.mmdb'))).rejects.toThrow(ConfigError);
    await expect(Geolocation.open(__filename)).rejects.toThrow(/GEOIP_DATABASE/);
    // The metadata marker alone passes the configuration's quick check; the reader still refuses what follows it.
    const corrupt = path.join(geo.dir, 'corrupt.mmdb');
    fs.writeFileSync(corrupt, Buffer.concat([Buffer.alloc(64), Buffer.from('\xAB\xCD\xEFMaxMind.com', 'latin1'), Buffer.from([0xff, 0xff])]));
    expect(loadConfig({ NODE_ENV: 'test', GEOIP_DATABASE: corrupt }).geoip.database).toBe(corrupt);
    await expect(Geolocation.open(corrupt)).rejects.toThrow(/GEOIP_DATABASE: .*corrupt\.mmdb n’est pas une base MaxMind lisible/);
  });
});

describe('GEOIP_DATABASE', () => {
  it('is unset by default and resolved when set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).geoip.database).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', GEOIP_DATABASE: geo.city }).geoip.database).toBe(geo.city);
  });

  it('stops the start with a French message when the file is missing, a folder, an archive or not a MaxMind database', () => {
    const gzip = path.join(geo.dir, 'GeoLite2-City.tar.gz');
    fs.writeFileSync(gzip, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]));
    const text = path.join(geo.dir, 'notes.txt');
    fs.writeFileSync(text, 'pas une base');
    const refusal = (file: string) => () => loadConfig({ NODE_ENV: 'test', GEOIP_DATABASE: file });
    expect(refusal(path.join(geo.dir, 'absent.mmdb'))).toThrow(/GEOIP_DATABASE: .*absent\.mmdb illisible \(fichier introuvable\)/);
    expect(refusal(geo.dir)).toThrow(/GEOIP_DATABASE: .* illisible \(c’est un dossier\)/);
    expect(refusal(gzip)).toThrow(/GEOIP_DATABASE: .* archive compressée/);
    expect(refusal(text)).toThrow(/GEOIP_DATABASE: .*notes\.txt n’est pas une base MaxMind/);
    expect(refusal(text)).toThrow(ConfigError);
  });
});
