/** Query keys of appointments, under the resource name of their paths (/api/appointments/...). */
export const rendezVousKeys = {
  all: ['appointments'] as const,
  /** The home's next appointment of the dossier. */
  next: (codeDossier: string) => ['appointments', 'next', codeDossier] as const,
  list: (codeDossier: string) => ['appointments', codeDossier] as const,
  participants: (id: string) => ['appointments', 'participants', id] as const,
};
