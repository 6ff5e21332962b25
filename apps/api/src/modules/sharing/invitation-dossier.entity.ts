import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import { Invitation } from './invitation.entity';

/** One dossier offered by an invitation, with the role and categories to grant. */
@Entity('invitation_dossier')
export class InvitationDossier {
  @PrimaryColumn('uuid', { name: 'invitation_id' })
  invitationId: string;

  @PrimaryColumn('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Invitation, (i) => i.dossiers, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invitation_id' })
  invitation: Relation<Invitation>;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('int', { name: 'id_role' })
  idRole: number;

  @Column('text', { array: true, default: () => "'{}'" })
  categories: string[];
}
