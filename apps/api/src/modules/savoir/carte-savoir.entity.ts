import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { PageCartes } from '@portail/contracts';

/** A resource card of /rgpd or an episode of /webserie (spec 02 §9 Other content pages). */
@Entity('carte_savoir')
@Check('CHK_carte_savoir_page', `"page" IN ('rgpd', 'webserie')`)
export class CarteSavoir {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 10 })
  page: PageCartes;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('text')
  description: string;

  @Column('varchar', { length: 500 })
  url: string;

  @Column('varchar', { name: 'libelle_lien', length: 60 })
  libelleLien: string;

  @Column('integer', { default: 0 })
  ordre: number;
}
