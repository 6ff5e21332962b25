import { RETENTION_TABLE } from './retention-table';

const ACTION = { supprime: 'supprimé', anonymise: 'anonymisé', conserve: 'conservé' } as const;

/** The README's retention table, written from the code's (its test checks the README holds exactly these rows). */
export function retentionReadmeRows(): string[] {
  return [
    '| Règle | Données | Base légale | Durée | À l’effacement |',
    '|---|---|---|---|---|',
    ...RETENTION_TABLE.map((r) => `| \`${r.key}\` | ${r.donnees} | ${r.baseLegale} | ${r.duree} | ${ACTION[r.aLEffacement]} |`),
  ];
}
