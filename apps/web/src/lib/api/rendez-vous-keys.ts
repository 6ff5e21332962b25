/** Query keys of appointments, under the resource name of their paths (/api/appointments/...). */
export const rendezVousKeys = {
  list: (codeDossier: string) => ['appointments', codeDossier] as const,
  participants: (id: string) => ['appointments', 'participants', id] as const,
};
