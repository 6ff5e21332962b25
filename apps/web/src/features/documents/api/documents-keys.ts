/** Query keys of the document store; all depend on the selected dossier (cleared when it changes). */
export const gedKeys = {
  all: ['ged'] as const,
  nodes: (codeDossier: string) => ['ged', 'nodes', codeDossier] as const,
  status: (codeDossier: string) => ['ged', 'status', codeDossier] as const,
  list: (codeDossier: string, source: unknown, filter: string | undefined) => ['ged', 'list', codeDossier, source, filter ?? '*'] as const,
  search: (codeDossier: string, filter: string) => ['ged', 'search', codeDossier, filter] as const,
  document: (id: string) => ['ged', 'document', id] as const,
  historique: (codeDossier: string, type: string, page: number) => ['ged', 'historique', codeDossier, type, page] as const,
  board: ['ged', 'board'] as const,
  boardDocuments: (x: string, filter: string | undefined) => ['ged', 'board', x, filter ?? '*'] as const,
  payrollManager: (codeDossier: string) => ['ged', 'gestionnaire-paie', codeDossier] as const,
};
