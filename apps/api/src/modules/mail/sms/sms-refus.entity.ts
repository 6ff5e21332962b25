import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A number the SMS provider refused for good; asking a code by SMS to it is refused until an SMS reaches it again. */
@Entity('sms_refus')
export class SmsRefus {
  /** E.164. */
  @PrimaryColumn('varchar', { length: 16 })
  numero: string;

  /** The provider's answer (status, code, its message): never the SMS text. */
  @Column('varchar', { length: 300 })
  motif: string;

  @Column('timestamptz', { name: 'date_refus', default: () => 'now()' })
  dateRefus: Date;
}
