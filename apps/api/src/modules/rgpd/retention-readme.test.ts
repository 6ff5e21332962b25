import fs from 'node:fs';
import path from 'node:path';
import { retentionReadmeRows } from './retention-readme';

describe('the README’s retention table', () => {
  it('is the code’s, row for row (a mismatch shows the rows to paste)', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../../../../README.md'), 'utf8');
    const rows = retentionReadmeRows();
    const start = readme.indexOf(rows[0]);
    expect(start).toBeGreaterThan(-1);
    expect(readme.slice(start).split('\n').slice(0, rows.length)).toEqual(rows);
  });
});
