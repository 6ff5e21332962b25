/**
 * The fake public-service script of the e2e run: playwright.config.ts configures the portal with this
 * address (HIRING_SIMULATOR_SCRIPT_URL), e2e/embauche.spec.ts serves it, or not, on this port.
 */
export const HIRING_SCRIPT_PORT = Number(process.env.E2E_HIRING_SCRIPT_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000);
export const HIRING_SCRIPT_URL = `http://127.0.0.1:${HIRING_SCRIPT_PORT}/simulateur-iframe-integration.js`;
