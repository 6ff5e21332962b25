/** Every DUER route needs tool_duer or tool_duer_collaborateur on the dossier (spec 03 §2). */
export const DUER = { modules: ['tool_duer', 'tool_duer_collaborateur'] } as const;
export const tag = 'duer';
