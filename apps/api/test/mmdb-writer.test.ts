import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { open, Reader } from 'maxmind';
import { buildMmdb, writeMmdbFile } from './support/mmdb-writer';

const reims = { city: { geoname_id: 2984114, names: { en: 'Reims', fr: 'Reims' } }, country: { iso_code: 'FR', names: { en: 'France', fr: 'France' } } };

describe('the test MMDB writer, read by maxmind', () => {
  it('writes a v2 IPv4 database whose tree and metadata the reader follows', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmdb-'));
    const file = path.join(dir, 'test.mmdb');
    writeMmdbFile(file, {
      databaseType: 'GeoLite2-City',
      languages: ['en', 'fr'],
      description: { en: 'Test city database' },
      networks: [
        { network: '203.0.113.0/24', data: reims },
        { network: '198.51.100.0/22', data: { country: { names: { en: 'Germany' } } } },
        // Nested in the /22 and written after it in the list: the narrower network wins inside it.
        { network: '198.51.100.128/25', data: { city: { names: { en: 'Berlin' } } } },
        { network: '192.0.2.7/32', data: reims },
      ],
    });
    const reader = await open(file);
    fs.rmSync(dir, { recursive: true });

    expect(reader.metadata).toMatchObject({
      binaryFormatMajorVersion: 2,
      binaryFormatMinorVersion: 0,
      databaseType: 'GeoLite2-City',
      description: { en: 'Test city database' },
      ipVersion: 4,
      languages: ['en', 'fr'],
      recordSize: 24,
      nodeByteSize: 6,
    });
    expect(Math.abs(reader.metadata.buildEpoch.getTime() - Date.now())).toBeLessThan(60_000);
    expect(reader.getWithPrefixLength('203.0.113.200')).toEqual([reims, 24]);
    expect(reader.get('192.0.2.7')).toEqual(reims);
    expect(reader.getWithPrefixLength('198.51.100.1')).toEqual([{ country: { names: { en: 'Germany' } } }, 25]);
    // The split of the /22 leaves its other half a record of depth 23, as in MaxMind's own files.
    expect(reader.getWithPrefixLength('198.51.103.255')).toEqual([{ country: { names: { en: 'Germany' } } }, 23]);
    expect(reader.getWithPrefixLength('198.51.100.129')).toEqual([{ city: { names: { en: 'Berlin' } } }, 25]);
    for (const outside of ['203.0.114.1', '192.0.2.6', '192.0.2.8', '8.8.8.8', '0.0.0.0', '255.255.255.255']) expect(reader.get(outside)).toBeNull();
  });

  it('encodes strings past each size step, uint32, uint64 and arrays as the reader decodes them', () => {
    const data = {
      short: 'é',
      s29: 'a'.repeat(29),
      s284: 'b'.repeat(284),
      s285: 'c'.repeat(285),
      s70k: 'd'.repeat(70_000),
      zero: 0,
      big: 4_000_000_000,
      huge: 2n ** 63n + 5n,
      list: ['un', 2, { trois: 'quatre' }],
      map29: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])),
    };
    const reader = new Reader(buildMmdb({ databaseType: 'Test', networks: [{ network: '10.0.0.0/8', data }] }));
    expect(reader.get('10.1.2.3')).toEqual(data);
    expect(reader.get('11.0.0.0')).toBeNull();
  });

  it('shares one data record between networks of equal data', () => {
    const one = buildMmdb({ databaseType: 'Test', networks: [{ network: '10.0.0.0/8', data: reims }] });
    const two = buildMmdb({
      databaseType: 'Test',
      networks: [
        { network: '10.0.0.0/8', data: reims },
        { network: '12.0.0.0/8', data: reims },
      ],
    });
    const dataAndMetadata = (db: Buffer) => db.length - new Reader(db).metadata.searchTreeSize;
    expect(dataAndMetadata(two)).toBe(dataAndMetadata(one));
    expect(new Reader(two).get('12.3.4.5')).toEqual(reims);
  });
});
