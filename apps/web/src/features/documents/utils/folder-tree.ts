import type { LibraryNode } from '@portail/contracts';

/** Route segments categorie0..categorie4 of /documents: the chain of folders below 'Mes documents'. */
const FOLDER_SEGMENTS = ['categorie0', 'categorie1', 'categorie2', 'categorie3', 'categorie4'] as const;

/** What a folder shows: sub-folders (root), waiting uploads, invoices, payslips of a month, or plain documents. */
type FolderKind = 'racine' | 'attente' | 'factures' | 'paies' | 'documents';

const PAYSLIP_CODE = /^paies_(\d{4})_(\d{1,2})$/;
const INVOICE_YEAR_CODE = /^factures_(\d{4})$/;

export function folderKind(node: Pick<LibraryNode, 'id' | 'template'>): FolderKind {
  if (node.template === 'main') return 'racine';
  if (node.template === 'waitingDocuments') return 'attente';
  if (node.template === 'factures' || node.template === 'factures_annee') return 'factures';
  if (PAYSLIP_CODE.test(node.id)) return 'paies';
  return 'documents';
}

/** 'paies_2026_10' → { year: '2026', month: '10' }; null for another folder. */
export function payslipPeriod(code: string): { year: string; month: string } | null {
  const match = PAYSLIP_CODE.exec(code);
  return match ? { year: match[1], month: match[2] } : null;
}

/** 'factures_2025' → '2025'; null for another folder. */
export function invoiceYear(code: string): string | null {
  return INVOICE_YEAR_CODE.exec(code)?.[1] ?? null;
}

/** The root folder ('Mes documents', template main) of a dossier's tree. */
function rootFolder(tree: LibraryNode[]): LibraryNode | null {
  return tree.find((n) => n.template === 'main') ?? tree[0] ?? null;
}

/** Folders from a root of the tree down to the folder of that code, or null when it is not in the tree. */
export function findChain(tree: LibraryNode[], code: string): LibraryNode[] | null {
  for (const node of tree) {
    if (node.id === code) return [node];
    const below = findChain(node.nodes, code);
    if (below) return [node, ...below];
  }
  return null;
}

/** The defined segments categorie0..categorie4, in order, stopping at the first missing one. */
export function segmentsOf(params: Readonly<Record<string, string | undefined>>): string[] {
  const segments: string[] = [];
  for (const key of FOLDER_SEGMENTS) {
    const value = params[key];
    if (!value) break;
    segments.push(value);
  }
  return segments;
}

/**
 * The folder a /documents address selects: the `node` query parameter, else the last route segment,
 * else the root. Null when the code names no folder the person sees.
 */
export function resolveFolder(tree: LibraryNode[], segments: string[], node?: string | null): LibraryNode[] | null {
  const code = node || segments[segments.length - 1];
  if (!code) {
    const root = rootFolder(tree);
    return root ? [root] : null;
  }
  return findChain(tree, code);
}

/** Address of a folder: its ancestors' and its own codes as segments below /documents, the root left out. */
export function folderPath(chain: Pick<LibraryNode, 'id' | 'template'>[]): string {
  const codes = chain.filter((n) => n.template !== 'main').map((n) => encodeURIComponent(n.id));
  if (codes.length <= FOLDER_SEGMENTS.length) return ['/documents', ...codes].join('/');
  // Deeper than five levels: the last segment and the node parameter still select it.
  return `/documents/${codes.slice(0, FOLDER_SEGMENTS.length).join('/')}?node=${codes[codes.length - 1]}`;
}

/** Every folder of the tree, depth first. */
function flattenTree(tree: LibraryNode[]): LibraryNode[] {
  return tree.flatMap((n) => [n, ...flattenTree(n.nodes)]);
}

/** Years of the invoice folders below a 'factures' folder, newest first. */
export function invoiceYears(node: LibraryNode): string[] {
  return flattenTree(node.nodes)
    .map((n) => invoiceYear(n.id))
    .filter((y): y is string => y !== null)
    .sort((a, b) => b.localeCompare(a));
}
