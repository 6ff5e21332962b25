// Zod compiles its object parsers with Function() when it may, and probes for it as soon as a schema
// is built; the Content-Security-Policy forbids eval, so even the probe is reported. This classic
// script runs before the app's modules and sets zod's shared configuration (zod 4 reads
// globalThis.__zod_globalConfig when it loads) so that zod never tries. Calling zod's config() from the
// first import of main.tsx is too late: the bundler puts zod in the chunk of the contracts, whose schemas
// are built when that chunk loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
