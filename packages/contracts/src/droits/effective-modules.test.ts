import {
  effectiveModules,
  expandCategories,
  hasRequiredModules,
  holdsCategories,
  memberModules,
  satisfiesModuleRequirement,
  staffModules,
  withAncestors,
} from './effective-modules';

const tree = [
  { id: 'mesDocs', parentId: null, modules: ['mod_documents'] },
  { id: 'mesDocs_social', parentId: 'mesDocs', modules: ['droit_izipaie'] },
  { id: 'mesChiffres', parentId: null, modules: ['page_chiffres'] },
];

describe('effective modules', () => {
  it('ticking a parent category covers its children', () => {
    expect([...expandCategories(['mesDocs'], tree)].sort()).toEqual(['mesDocs', 'mesDocs_social']);
    expect([...expandCategories(['mesDocs_social'], tree)]).toEqual(['mesDocs_social']);
  });

  it('gives the gérant every subscribed module', () => {
    expect(memberModules(['page_chiffres', 'oic'], 1, [], tree)).toEqual(['oic', 'page_chiffres']);
  });

  it('narrows other roles to their categories and their ancestors, keeping modules no category governs', () => {
    expect(memberModules(['mod_documents', 'droit_izipaie', 'page_chiffres', 'page_tutoriels'], 3, ['mesDocs_social'], tree)).toEqual([
      'droit_izipaie',
      'mod_documents',
      'page_tutoriels',
    ]);
  });

  it('a child category grants its ancestors’ modules, never its siblings’', () => {
    const docs = [...tree, { id: 'mesDocs_fiscal', parentId: 'mesDocs', modules: [] }];
    expect(memberModules(['mod_documents', 'droit_izipaie', 'page_chiffres'], 3, ['mesDocs_fiscal'], docs)).toEqual(['mod_documents']);
    expect([...withAncestors(['mesDocs_fiscal'], docs)].sort()).toEqual(['mesDocs', 'mesDocs_fiscal']);
  });

  it('never grants a module the dossier does not subscribe to', () => {
    expect(memberModules(['page_tutoriels'], 2, ['mesChiffres'], tree)).toEqual(['page_tutoriels']);
  });

  it('narrows staff by function and adds the collaborator DUER right for CE, SEC and SE', () => {
    expect(staffModules(['tool_duer', 'page_chiffres'], [{ code: 'SEC', modules: ['tool_duer'] }])).toEqual(['tool_duer', 'tool_duer_collaborateur']);
    expect(staffModules(['tool_duer', 'page_chiffres'], [{ code: 'Gestionnaire Paie', modules: ['page_chiffres'] }])).toEqual(['page_chiffres']);
    expect(staffModules(['page_chiffres', 'dossier_cder'], [{ code: 'CE', modules: ['*'] }])).toEqual([
      'canSubscribeAgCollab',
      'dossier_cder',
      'page_chiffres',
    ]);
  });

  it('adds the user-level modules to the dossier ones, once each', () => {
    expect(effectiveModules(['page_rdv', 'oic'], ['oic', 'mod_events']).sort()).toEqual(['mod_events', 'oic', 'page_rdv']);
    expect(effectiveModules([], [])).toEqual([]);
  });

  it('opens a route without requirement, else needs one module or all of them', () => {
    expect(hasRequiredModules([], undefined)).toBe(true);
    expect(hasRequiredModules([], [])).toBe(true);
    expect(hasRequiredModules(['a'], ['a', 'b'])).toBe(true);
    expect(hasRequiredModules(['a'], ['a', 'b'], true)).toBe(false);
    expect(hasRequiredModules(['a', 'b'], ['a', 'b'], true)).toBe(true);
    expect(hasRequiredModules(['c'], ['a', 'b'])).toBe(false);
  });

  it('needs every module of one set, and for staff the staff modules instead', () => {
    const ag = {
      moduleSets: [
        ['canSubscribeAg', 'dossier_cder'],
        ['canSubscribeAgCDERPart', 'cder_particulier'],
      ],
      staffModules: ['canSubscribeAgCollab'],
    };
    expect(satisfiesModuleRequirement(['canSubscribeAg', 'dossier_cder'], ag, false)).toBe(true);
    expect(satisfiesModuleRequirement(['canSubscribeAgCDERPart', 'cder_particulier'], ag, false)).toBe(true);
    expect(satisfiesModuleRequirement(['canSubscribeAg', 'cder_particulier'], ag, false)).toBe(false);
    expect(satisfiesModuleRequirement(['canSubscribeAg'], ag, false)).toBe(false);
    expect(satisfiesModuleRequirement(['canSubscribeAgCollab'], ag, false)).toBe(false);
    expect(satisfiesModuleRequirement(['canSubscribeAg', 'dossier_cder'], ag, true)).toBe(false);
    expect(satisfiesModuleRequirement(['canSubscribeAgCollab'], ag, true)).toBe(true);
    expect(satisfiesModuleRequirement(['a'], { modules: ['a', 'b'], requireAll: true }, true)).toBe(false);
    expect(satisfiesModuleRequirement(['a'], { moduleSets: [['a']], modules: ['b'] }, false)).toBe(false);
    expect(satisfiesModuleRequirement([], {}, false)).toBe(true);
  });
});

describe('holdsCategories (a route’s rights categories, issue 29)', () => {
  it('passes without a requirement, for the gérant and staff, and for a member holding one of them', () => {
    expect(holdsCategories({ idRole: 3, categories: [] }, undefined)).toBe(true);
    expect(holdsCategories({ idRole: 1 }, ['outils'])).toBe(true);
    expect(holdsCategories({ idRole: null, categories: 'all' }, ['outils'])).toBe(true);
    expect(holdsCategories({ idRole: 2, categories: ['contacts', 'outils'] }, ['outils'])).toBe(true);
  });
  it('refuses a member without them, or whose categories are unknown', () => {
    expect(holdsCategories({ idRole: 3, categories: ['contacts', 'mesDocs_fiscal'] }, ['outils'])).toBe(false);
    expect(holdsCategories({ idRole: 4 }, ['outils'])).toBe(false);
  });
});
