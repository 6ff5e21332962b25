const fs = require('node:fs');
const path = require('node:path');

/** Packages published as ESM only, at any depth of node_modules: jest cannot load them, so swc compiles them (docs/adr/0001). */
function esmPackages(root) {
  const names = new Set();
  const walk = (dir) => {
    let entries = [];
    try {
      entries = fs.readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const scoped = entry.startsWith('@') ? fs.readdirSync(path.join(dir, entry)).map((n) => `${entry}/${n}`) : [entry];
      for (const name of scoped) {
        try {
          if (JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8')).type === 'module') names.add(name);
        } catch {
          // not a package
        }
        walk(path.join(dir, name, 'node_modules'));
      }
    }
  };
  walk(path.join(root, 'node_modules'));
  return [...names].map((n) => n.replace(/[.+]/g, '\\$&'));
}

/**
 * jest's transformIgnorePatterns entry that lets every ESM-only package, and every .mjs file, through to the
 * transform. Only the innermost node_modules of a path decides, so a nested ESM copy (sanitize-html's htmlparser2) is
 * compiled too.
 */
function esmIgnorePattern(root) {
  return `/node_modules/(?!(${esmPackages(root).join('|')})/)(?!.*/node_modules/)(?!.*\\.mjs$)`;
}

module.exports = { esmIgnorePattern };
