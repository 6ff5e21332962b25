import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HomeSection } from './home-section.entity';

@Injectable()
export class HomeRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The priority section first, otherwise the latest published one. */
  section(): Promise<HomeSection | null> {
    return this.ds
      .getRepository(HomeSection)
      .createQueryBuilder('s')
      .where('s.date_publication <= now()')
      .orderBy('s.est_prioritaire', 'DESC')
      .addOrderBy('s.date_publication', 'DESC')
      .getOne();
  }

  async image(id: string): Promise<{ data: Buffer; type: string } | null> {
    const rows: { data: Buffer | null; type: string | null }[] = await this.ds.query(
      'SELECT image AS data, image_type AS type FROM home_section WHERE id = $1',
      [id],
    );
    return rows[0]?.data && rows[0].type ? { data: rows[0].data, type: rows[0].type } : null;
  }
}
