/** The session's query key, apart from its query: the query client reads it without loading the api client (entry bundle). */
export const sessionQueryKey = ['auth', 'session'] as const;
