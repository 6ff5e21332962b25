import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export type PreviewQuality = 'normale' | 'vignette';

/** Target widths in pixels of the rendered pages. */
export const PREVIEW_WIDTHS: Record<PreviewQuality, number> = { normale: 1000, vignette: 200 };

export interface RenderRequest {
  bytes: Uint8Array;
  /** 'application/pdf', 'image/png', 'image/jpeg', 'image/bmp'. */
  mime: string;
  /** Pages to render, 1-based, inclusive (clamped to the document). */
  fromPage: number;
  toPage: number;
  /** Extract the text of every page (the first processing) or not (later pages on demand). */
  withText: boolean;
}

export interface RenderedPage {
  page: number;
  quality: PreviewQuality;
  png: Uint8Array;
}

export interface RenderResult {
  nbPages: number;
  text: string | null;
  pages: RenderedPage[];
}

/**
 * The thread's program. mupdf is ESM with top-level await (WASM): the api is CommonJS, and jest runs
 * its tests in a vm where a native import() is refused, so mupdf lives in a worker thread of its own,
 * which also keeps the rendering off the event loop and lets a runaway file be cut off (terminate).
 * Inline, so it runs the same from the build, the image and the tests.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.mupdfUrl);
parentPort.on('message', async ({ id, request, widths, maxText }) => {
  try {
    const mupdf = await loading;
    const doc = mupdf.Document.openDocument(request.bytes, request.mime);
    try {
      const nbPages = doc.countPages();
      if (nbPages < 1) throw new Error('document sans page lisible');
      let text = null;
      if (request.withText) {
        const parts = [];
        let size = 0;
        for (let i = 0; i < nbPages && size < maxText; i++) {
          const page = doc.loadPage(i);
          const part = page.toStructuredText().asText();
          page.destroy();
          parts.push(part);
          size += part.length;
        }
        text = parts.join('\\n').replace(/\\u0000/g, '').slice(0, maxText);
      }
      const native = request.mime.startsWith('image/') ? new mupdf.Image(request.bytes).getWidth() : Infinity;
      const pages = [];
      const transfer = [];
      for (let n = Math.max(1, request.fromPage); n <= Math.min(nbPages, request.toPage); n++) {
        const page = doc.loadPage(n - 1);
        const [x0, , x1] = page.getBounds();
        const width = Math.max(1, x1 - x0);
        for (const [quality, target] of Object.entries(widths)) {
          const pixels = Math.min(target, native);
          const scale = pixels / width;
          const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
          const png = pixmap.asPNG().slice();
          pixmap.destroy();
          pages.push({ page: n, quality, png });
          transfer.push(png.buffer);
        }
        page.destroy();
      }
      parentPort.postMessage({ id, result: { nbPages, text, pages } }, transfer);
    } finally {
      doc.destroy();
    }
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;

/** Text beyond this many characters is not kept (search reads the start of long documents). */
const MAX_TEXT = 1_000_000;

interface Pending {
  resolve(value: RenderResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * mupdf (text and page images of pdf and images) in one worker thread, started on first use and
 * restarted after a crash or a timeout. One call at a time is what the queue's concurrency gives.
 */
export class MupdfThread {
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly timeoutMs = 60_000) {}

  render(request: RenderRequest): Promise<RenderResult> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<RenderResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(id, { error: `rendu interrompu après ${this.timeoutMs} ms` });
        void this.stop();
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, request, widths: PREVIEW_WIDTHS, maxText: MAX_TEXT });
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(PROGRAM, {
      eval: true,
      workerData: { mupdfUrl: pathToFileURL(require.resolve('mupdf')).href },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      stderr: true,
    });
    // mupdf warns on stderr while repairing broken files: those warnings are not the process's.
    worker.stderr.resume();
    worker.on('message', (m: { id: number; result?: RenderResult; error?: string }) => this.settle(m.id, m));
    worker.on('error', (e) => this.failAll(worker, e.message));
    worker.on('exit', () => this.failAll(worker, 'fil de rendu arrêté'));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private failAll(worker: Worker, message: string): void {
    if (this.worker === worker) this.worker = undefined;
    for (const id of [...this.pending.keys()]) this.settle(id, { error: message });
  }

  private settle(id: number, m: { result?: RenderResult; error?: string }): void {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    clearTimeout(call.timer);
    if (this.pending.size === 0) this.worker?.unref();
    if (m.error !== undefined) call.reject(new Error(m.error));
    else call.resolve(m.result!);
  }
}
