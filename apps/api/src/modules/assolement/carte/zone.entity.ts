import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';
import type { ZoneType } from '@portail/contracts';
import type { Geometry } from './geometry';

/** A zone of the yield map: a commune, a petite région (canton) or a grande région (arrondissement). */
@Entity('zone_agricole')
@Unique('UQ_zone_agricole_type_code', ['type', 'code'])
export class ZoneAgricole {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 20 })
  type: ZoneType;

  /** INSEE code of the commune, or the code of the canton / arrondissement. */
  @Column('varchar', { length: 10 })
  code: string;

  @Column('varchar', { length: 255 })
  libelle: string;

  /** Simplified GeoJSON Polygon or MultiPolygon, WGS84. */
  @Column('jsonb')
  geometrie: Geometry;

  /** A point inside the zone (its centroid when inside). */
  @Column('double precision')
  latitude: number;

  @Column('double precision')
  longitude: number;

  /** Set by each import: the zones' version stamp (cache, ETag). */
  @Column('timestamptz', { name: 'importe_le', default: () => 'now()' })
  importeLe: Date;
}

/** Which petite / grande région a commune lies in (its representative point inside the region), recomputed at each import. */
@Entity('zone_commune')
export class ZoneCommune {
  @PrimaryColumn('varchar', { length: 20 })
  type: ZoneType;

  @PrimaryColumn('varchar', { name: 'commune_insee', length: 5 })
  communeInsee: string;

  @Column('varchar', { name: 'code_zone', length: 10 })
  codeZone: string;
}
