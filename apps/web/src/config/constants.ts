/** Business constants of spec 01 §9 used by the web app. */
export const INACTIVITY_CHECK_INTERVAL_MS = 5_000;
export const INACTIVITY_THRESHOLD_MS = 24 * 60 * 60 * 1000;
export const INACTIVITY_RELOAD_DELAY_MS = 3_000;

export const TOAST_DURATION_MS = 5_000;
export const FORBIDDEN_COUNTDOWN_SECONDS = 10;

export const DOSSIER_SEARCH_MIN_LENGTH = 3;
export const DOSSIER_SEARCH_DEBOUNCE_MS = 300;

export const DEFAULT_ERROR_MESSAGE = "Une erreur interne s'est produite";
