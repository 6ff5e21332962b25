import type { Categorie, Role } from '@portail/contracts';
import { chooseRole, coveredCategories, grantableCategories, tickState, toggleCategory, toggleDossier, type DossierGrant } from './category-ticking';

const node = (_id: string, modules: string[] = [], souscategories: Categorie[] = []): Categorie => ({ _id, libelle: _id, modules, souscategories });
const tree: Categorie[] = [
  node('mesDocs', ['mod_documents'], [node('mesDocs_social', ['droit_izipaie'], [node('paie')]), node('mesDocs_fiscal')]),
  node('mesChiffres', ['page_chiffres']),
  node('contacts', ['page_contacts']),
];
const roles: Role[] = [
  { idRole: 3, nomRole: 'Comptable', categoriesPredefinies: ['mesDocs_fiscal', 'contacts'] },
  { idRole: 4, nomRole: 'Salarié', categoriesPredefinies: ['mesDocs_social', 'mesChiffres'] },
];
const all = new Set(['mesDocs', 'mesDocs_social', 'paie', 'mesDocs_fiscal', 'mesChiffres', 'contacts']);
const empty: DossierGrant = { codeDossier: '010001', checked: false, idRole: -1, categories: [] };
const sorted = (g: DossierGrant) => [...g.categories].sort();

describe('dossier and role', () => {
  it('unchecking a dossier resets the role to -1 and clears the categories', () => {
    const g = toggleDossier({ ...empty, checked: true, idRole: 3, categories: ['contacts'] }, false);
    expect(g).toEqual({ codeDossier: '010001', checked: false, idRole: -1, categories: [] });
    expect(toggleDossier(empty, true)).toEqual({ ...empty, checked: true });
  });

  it('choosing a role checks the dossier and ticks exactly its predefined categories', () => {
    const g = chooseRole({ ...empty, categories: ['mesChiffres'] }, 3, roles, all);
    expect(g.checked).toBe(true);
    expect(g.idRole).toBe(3);
    expect(sorted(g)).toEqual(['contacts', 'mesDocs_fiscal']);
    expect(sorted(chooseRole(g, 4, roles, all))).toEqual(['mesChiffres', 'mesDocs_social']);
  });

  it('leaves out the predefined categories the dossier cannot grant', () => {
    expect(chooseRole(empty, 4, roles, new Set(['mesChiffres'])).categories).toEqual(['mesChiffres']);
  });

  it('choosing no role is unchecking the dossier', () => {
    expect(chooseRole({ ...empty, checked: true, idRole: 3, categories: ['contacts'] }, -1, roles, all)).toEqual(empty);
  });
});

describe('category tree', () => {
  it('ticking a category ticks its dossier and shows its parents ticked', () => {
    const g = toggleCategory(empty, 'paie', tree);
    expect(g.checked).toBe(true);
    expect(g.categories).toEqual(['paie']);
    expect(tickState('paie', g.categories, tree)).toBe('checked');
    expect(tickState('mesDocs_social', g.categories, tree)).toBe('partial');
    expect(tickState('mesDocs', g.categories, tree)).toBe('partial');
    expect(tickState('mesDocs_fiscal', g.categories, tree)).toBe('unchecked');
  });

  it('ticking a parent covers its sub-categories', () => {
    const g = toggleCategory({ ...empty, checked: true, idRole: 3, categories: ['paie', 'contacts'] }, 'mesDocs', tree);
    expect(sorted(g)).toEqual(['contacts', 'mesDocs']);
    expect([...coveredCategories(g.categories, tree)].sort()).toEqual(['contacts', 'mesDocs', 'mesDocs_fiscal', 'mesDocs_social', 'paie']);
  });

  it('unticking a sub-category of a ticked parent keeps its siblings', () => {
    const g = toggleCategory({ ...empty, checked: true, idRole: 3, categories: ['mesDocs'] }, 'paie', tree);
    expect(sorted(g)).toEqual(['mesDocs_fiscal']);
    expect(tickState('mesDocs', g.categories, tree)).toBe('partial');
    expect(tickState('mesDocs_social', g.categories, tree)).toBe('unchecked');
  });

  it('unticking all the sub-categories unticks the parent', () => {
    let g = toggleCategory(toggleCategory(empty, 'paie', tree), 'mesDocs_fiscal', tree);
    expect(tickState('mesDocs', g.categories, tree)).toBe('partial');
    g = toggleCategory(g, 'paie', tree);
    g = toggleCategory(g, 'mesDocs_fiscal', tree);
    expect(g.categories).toEqual([]);
    expect(tickState('mesDocs', g.categories, tree)).toBe('unchecked');
    expect(g.checked).toBe(true);
  });

  it('unticking a ticked parent unticks everything below it', () => {
    const g = toggleCategory({ ...empty, checked: true, idRole: 4, categories: ['mesDocs', 'paie', 'contacts'] }, 'mesDocs', tree);
    expect(g.categories).toEqual(['contacts']);
  });

  it('offers only the categories whose modules the dossier subscribes to, or that govern none', () => {
    expect([...grantableCategories(tree, ['page_contacts', 'droit_izipaie'])].sort()).toEqual(['contacts', 'mesDocs_fiscal', 'mesDocs_social', 'paie']);
  });
});
