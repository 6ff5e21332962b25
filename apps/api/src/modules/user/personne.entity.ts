import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('personne')
export class Personne {
  @PrimaryColumn('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @Column('varchar', { length: 5, nullable: true })
  civilite: string | null;

  @Column('varchar', { length: 100 })
  nom: string;

  @Column('varchar', { length: 100 })
  prenom: string;

  @Column('varchar', { length: 254, nullable: true })
  email: string | null;

  @Column('varchar', { length: 30, nullable: true })
  telephone: string | null;

  /** Mobile: when known, validation codes may go by SMS. */
  @Column('varchar', { length: 30, nullable: true })
  portable: string | null;

  @Column('varchar', { length: 255, nullable: true })
  adresse: string | null;

  /** Preferred contact channel: mail, telephone, portable or courrier. */
  @Column('varchar', { name: 'canal_prefere', length: 20, nullable: true })
  canalPrefere: string | null;

  /** Person-level modules such as administrateur_cder. */
  @Column('text', { array: true, default: () => "'{}'" })
  modules: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
