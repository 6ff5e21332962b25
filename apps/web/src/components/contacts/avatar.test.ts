import { avatarKind } from './avatar';

describe('avatarKind', () => {
  it('shows the photo only with image rights', () => {
    expect(avatarKind({ droitImage: true, photo: '/api/contacts/photo/010001/AG0101', sexe: 'M' })).toBe('photo');
    expect(avatarKind({ droitImage: false, photo: '/x', sexe: 'M' })).toBe('homme');
    expect(avatarKind({ droitImage: true, photo: null, sexe: 'A' })).toBe('assistant');
    expect(avatarKind({ droitImage: false, photo: null, sexe: 'F' })).toBe('femme');
    expect(avatarKind({ droitImage: false, photo: null, sexe: '' })).toBe('femme');
  });
});
