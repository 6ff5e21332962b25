import { describe, expect, it } from '@jest/globals';
import { parseYaml } from './support/mini-yaml';

describe('parseYaml', () => {
  it('reads nested maps, sequences of scalars and sequences of maps', () => {
    const text = [
      'name: portail # comment',
      'services:',
      '  api:',
      '    ports:',
      '      - "8080:80"',
      '      - 9000:9000',
      '    volumes:',
      '    - data:/data',
      '    items:',
      '      - key: a',
      '        other: 1',
      '      - key: b',
      'volumes:',
      '  data:',
    ].join('\n');
    expect(parseYaml(text)).toEqual({
      name: 'portail',
      services: {
        api: {
          ports: ['8080:80', '9000:9000'],
          volumes: ['data:/data'],
          items: [{ key: 'a', other: 1 }, { key: 'b' }],
        },
      },
      volumes: { data: null },
    });
  });

  it('keeps colons, hashes and commas inside values', () => {
    const text = [
      'url: postgres://u:p@host:5432/db',
      'secret: ${SECRET:-a#b}',
      "test: [\"CMD\", \"node\", \"-e\", \"fetch('x').then((r) => f(r, 1))\", 'it''s']",
      'flag: "false"',
      'on: true',
    ].join('\n');
    expect(parseYaml(text)).toEqual({
      url: 'postgres://u:p@host:5432/db',
      secret: '${SECRET:-a#b}',
      test: ['CMD', 'node', '-e', "fetch('x').then((r) => f(r, 1))", "it's"],
      flag: 'false',
      on: true,
    });
  });

  it.each([
    ['anchors', 'a: &x 1'],
    ['block scalars', 'a: |\n  text'],
    ['flow maps', 'a: { b: 1 }'],
    ['duplicate keys', 'a: 1\na: 2'],
    ['bad indentation', 'a:\n    b: 1\n  c: 2'],
    ['tabs', 'a:\n\tb: 1'],
  ])('refuses %s instead of misreading them', (_what, text) => {
    expect(() => parseYaml(text)).toThrow(/YAML line \d+/);
  });
});
