/** Query keys of events, under the resource name of their paths (/api/events/...). */
export const eventKeys = {
  all: ['events'] as const,
  list: (codeDossier: string, limit: number) => ['events', 'list', codeDossier, limit] as const,
  invitation: (codeDossier: string, id: number) => ['events', 'invitation', codeDossier, id] as const,
  subscriptions: (codeDossier: string, id: number) => ['events', 'subscriptions', codeDossier, id] as const,
  linked: (idCampagne: number, codeDossier: string) => ['events', 'linked', idCampagne, codeDossier] as const,
};
