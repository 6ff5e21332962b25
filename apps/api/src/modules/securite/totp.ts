import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a phone whose clock is up to 30 s off is still accepted (RFC 6238 §5.2). */
const DRIFT_STEPS = 1;

/** A new random key (160 bits, RFC 4226's recommended length) in base 32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD });
}

/** The otpauth:// URI an authenticator app reads, and its QR code as an SVG data URL. */
export async function totpProvisioning(secret: string, issuer: string, label: string): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = totp(secret, issuer, label).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step of `code` if it is valid at `now` within the drift, else null (the caller refuses a step already used). */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: DRIFT_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code of `secret` at `timestamp` (tests and the QA set). */
export function totpCodeAt(secret: string, timestamp: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD, timestamp });
}
