/** Every queue and job name of the portal (architecture.md §5). */
export enum QueueName {
  Maintenance = 'maintenance',
}

export enum JobName {
  PurgeSessions = 'purge-sessions',
}
