import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's own metrics (docs/adr/0020), counted where things happen: HTTP calls, prints, sign-in refusals, failed
 * jobs. Gauges read from Redis and PostgreSQL live with their sources (modules/metrics).
 */
export const metricsRegistry = new Registry();

/**
 * A few process readings that cost nothing to take, instead of prom-client's default set (which reads /proc files and
 * lists open descriptors at every scrape: most of a scrape's time).
 */
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
const startedAt = Date.now() / 1000;
new Counter({
  name: 'process_cpu_seconds_total',
  help: 'Temps CPU du processus (utilisateur et système), en secondes',
  registers: [metricsRegistry],
  collect() {
    const { user, system } = process.cpuUsage();
    this.reset();
    this.inc((user + system) / 1e6);
  },
});
new Gauge({
  name: 'process_resident_memory_bytes',
  help: 'Mémoire résidente du processus, en octets',
  registers: [metricsRegistry],
  collect() {
    this.set(process.memoryUsage.rss());
  },
});
new Gauge({
  name: 'nodejs_heap_used_bytes',
  help: 'Tas V8 utilisé, en octets',
  registers: [metricsRegistry],
  collect() {
    this.set(process.memoryUsage().heapUsed);
  },
});
new Gauge({
  name: 'nodejs_eventloop_delay_p99_seconds',
  help: 'Retard de la boucle d’événements (99e centile depuis la lecture précédente), en secondes',
  registers: [metricsRegistry],
  collect() {
    this.set(loopDelay.percentile(99) / 1e9);
    loopDelay.reset();
  },
});
new Gauge({
  name: 'process_start_time_seconds',
  help: 'Démarrage du processus, en secondes depuis l’époque Unix',
  registers: [metricsRegistry],
  collect() {
    this.set(startedAt);
  },
});

export const httpRequests = new Counter({
  name: 'portail_http_requests_total',
  help: 'Appels HTTP terminés, par méthode, route déclarée et statut',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'portail_http_request_duration_seconds',
  help: 'Durée des appels HTTP, par méthode, route déclarée et statut',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export type PrintedDocument = 'duer' | 'plan-action' | 'mandat-sepa' | 'ag-pouvoir';

export const printDuration = new Histogram({
  name: 'portail_pdf_print_duration_seconds',
  help: 'Durée de fabrication des PDF, par document (le DUER sur le worker, les autres sur l’api)',
  labelNames: ['document'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

/** Why a member's sign-in was refused; wrong-password and unknown-login both answer the same generic message. */
export type SignInRefusal =
  'wrong-password' | 'unknown-login' | 'staff-account' | 'captcha-required' | 'captcha-invalid' | 'throttled' | 'busy' | 'not-activated' | 'error';

export const signInRefusals = new Counter({
  name: 'portail_sign_in_refusals_total',
  help: 'Connexions d’adhérents refusées, par raison',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const queueFailures = new Counter({
  name: 'portail_queue_job_failures_total',
  help: 'Essais de tâches en échec dans ce processus, par file',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

/** Times one PDF's making; a failed one is timed too, it used the process as long. */
export async function timePrint<T>(document: PrintedDocument, print: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await print();
  } finally {
    printDuration.observe({ document }, (performance.now() - started) / 1000);
  }
}
