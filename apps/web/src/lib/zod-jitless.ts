import { config } from 'zod';

// Zod compiles object parsers with Function() when it may and probes for it as soon as a schema is built;
// the Content-Security-Policy forbids eval, so even the probe is reported. Imported first by main.tsx, before
// any schema exists.
config({ jitless: true });
