/** Every DUER route needs tool_duer or tool_duer_collaborateur on the dossier (spec 03 §2). */
export const DUER = { modules: ['tool_duer', 'tool_duer_collaborateur'] } as const;
export const tag = 'duer';

/**
 * A right of spec 03 §6 a DUER call needs. The api's access service decides it from the caller's staff functions and
 * the DUER's state, and refuses with the DUER's message (403):
 * - `modifs`: the edit right (advisers; members on a DUER in progress that is not the oldest) — duerFini, droitModifs;
 * - `creation`: the creation right (the same callers) — duerFini, droitCreation;
 * - `structure`: work units and modules (members while not finished, advisers with function CE) — reserveCE, duerFini, droitCreation;
 * - `collaborateur`: advisers only — reserveCollaborateur;
 * - `nonFini`: the DUER is not finished, advisers included (pages and annexes, spec 03 §4) — duerFini;
 * - `plan`: the action plan's save (the edit right, or anyone once the DUER is finished) — droitPlan;
 * - `ce`: advisers with function CE (a year created empty, from the model or from another dossier) — reserveCE;
 * - `copieAnnee`: a year copied from the dossier's own: advisers with function CE, members when the dossier holds a DUER — reserveCE.
 */
export type DuerDroitRequis = 'modifs' | 'creation' | 'structure' | 'collaborateur' | 'nonFini' | 'plan' | 'ce' | 'copieAnnee';

/**
 * A fact about an item the path names that a rule may depend on, read by the api's DUER module:
 * - `pageDuCabinet`: the base page named (:idBasePage) is one of the DUER's pages, not a special one, and the firm's (it serves every dossier).
 */
export type DuerFait = 'pageDuCabinet';

/** Rights a call needs when its body or an item it names says so; `otherwise` when it does not. */
export type DuerCondition = (
  | {
      /**
       * A field of the body as the contract parses it: the condition holds when the field equals `equals`, or without
       * `equals` when it is present and not empty (a list with an item, a value other than null). An invalid body meets
       * neither branch: its validation answers it after the guard.
       */
      body: string;
      equals?: string | number | boolean;
    }
  | { fact: DuerFait }
) & { requires: readonly DuerDroitRequis[]; otherwise?: readonly DuerDroitRequis[] };

/**
 * The DUER rights a route needs (spec 03 §6), decided by the api's access guard before the handler: on a route naming a
 * DUER (path or body), for that DUER; on a dossier's route (its years), for the dossier. `{}` reads the DUER: every
 * caller admitted to its dossier and module, the rights then only shown.
 */
export interface RouteDuerAccess {
  /** Rights every call needs, checked in this order: the first refused gives the message. */
  requires?: readonly DuerDroitRequis[];
  /** Further rights, checked after `requires` and in this order. */
  when?: readonly DuerCondition[];
}

/** Dossier access of a DUER route with its rule of spec 03 §6. */
export const duerAccess = <const R extends RouteDuerAccess>(duer: R) => ({ ...DUER, duer });
/** Reading a DUER (or a dossier's years): the caller's rights are given to the answer, none required. */
export const DUER_LECTURE = duerAccess({});
