import { canSeeDuer, type DuerViewer } from './duer-visibility';

const member = (overrides: Partial<DuerViewer> = {}): DuerViewer => ({
  codeEntite: '0001',
  estCollaborateur: false,
  fonctions: [],
  modules: ['tool_duer'],
  ...overrides,
});
const staff = (fonctions: string[], overrides: Partial<DuerViewer> = {}): DuerViewer => ({
  codeEntite: '0001',
  estCollaborateur: true,
  fonctions,
  modules: [],
  ...overrides,
});

describe('canSeeDuer (spec 02 §2 Tools)', () => {
  it('member holding tool_duer on entity 0001, 0003 or 0015: shown', () => {
    for (const codeEntite of ['0001', '0003', '0015']) expect(canSeeDuer(member({ codeEntite }))).toBe(true);
  });
  it('member without tool_duer: hidden, even with tool_duer_collaborateur', () => {
    expect(canSeeDuer(member({ modules: [] }))).toBe(false);
    expect(canSeeDuer(member({ modules: ['tool_duer_collaborateur'] }))).toBe(false);
  });
  it('staff CE, SEC or SE: shown without tool_duer', () => {
    for (const f of ['CE', 'SEC', 'SE']) expect(canSeeDuer(staff([f]))).toBe(true);
    expect(canSeeDuer(staff(['Gestionnaire Paie', 'SEC']))).toBe(true);
  });
  it('staff with another function: hidden, even holding tool_duer', () => {
    expect(canSeeDuer(staff(['Gestionnaire Paie'], { modules: ['tool_duer'] }))).toBe(false);
    expect(canSeeDuer(staff([]))).toBe(false);
  });
  it('entity not in the list, or no dossier: hidden for everyone', () => {
    for (const codeEntite of ['0004', '0016', '0010', null]) {
      expect(canSeeDuer(member({ codeEntite }))).toBe(false);
      expect(canSeeDuer(staff(['CE'], { codeEntite }))).toBe(false);
    }
  });
  it('a member keeps the rule whatever functions are passed', () => {
    expect(canSeeDuer(member({ fonctions: ['Gestionnaire Paie'] }))).toBe(true);
  });
});
