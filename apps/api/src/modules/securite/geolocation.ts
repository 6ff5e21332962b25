import net from 'node:net';
import { open, type CityResponse, type Reader } from 'maxmind';
import { ConfigError } from '../../config/app-config';

/** Networks that never locate anyone: loopback, private, shared (CGNAT), link-local, unspecified. */
const LOCAL = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  LOCAL.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOCAL.addSubnet(address, prefix, 'ipv6');

/**
 * The approximate place of a client address, from the MaxMind database the firm configured (GEOIP_DATABASE,
 * GeoLite2-City or -Country). The look-up is local: no address leaves the server.
 */
export class Geolocation {
  private constructor(private readonly reader: Reader<CityResponse> | null) {}

  /** Opens the database once; an unreadable file or one that is not a MaxMind DB stops the start. */
  static async open(file: string | undefined): Promise<Geolocation> {
    if (!file) return new Geolocation(null);
    try {
      return new Geolocation(await open<CityResponse>(file));
    } catch (e) {
      throw new ConfigError(
        `Configuration invalide :\n  - GEOIP_DATABASE: ${file} n’est pas une base MaxMind lisible (.mmdb) : ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  }

  /** « Reims, France » (City database), « France » (Country database), or null: local, unknown or malformed address, no database. */
  placeOf(address: string): string | null {
    if (!this.reader) return null;
    try {
      const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
      const version = net.isIP(ip);
      if (version === 0 || LOCAL.check(ip, version === 4 ? 'ipv4' : 'ipv6')) return null;
      if (version === 6 && this.reader.metadata.ipVersion === 4) return null;
      const found = this.reader.get(ip);
      const place = [nameOf(found?.city?.names), nameOf(found?.country?.names)].filter(Boolean);
      return place.length ? place.join(', ') : null;
    } catch {
      return null;
    }
  }
}

function nameOf(names: { fr?: string; en?: string } | undefined): string | undefined {
  const name = names?.fr ?? names?.en;
  return typeof name === 'string' && name.trim() ? name : undefined;
}
