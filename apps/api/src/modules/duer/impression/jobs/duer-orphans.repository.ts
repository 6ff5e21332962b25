import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The blob keys the DUER tables name: page and annex files, prints, sealed versions. */
@Injectable()
export class DuerOrphansRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Which of these keys a row still names. */
  async namedAmong(keys: string[]): Promise<string[]> {
    const rows: { blob_key: string }[] = await this.ds.query(
      `SELECT blob_key FROM duer_base_page WHERE blob_key = ANY($1::text[])
       UNION SELECT blob_key FROM duer_base_annexe WHERE blob_key = ANY($1::text[])
       UNION SELECT blob_key FROM duer_impression WHERE blob_key = ANY($1::text[])
       UNION SELECT blob_key FROM duer_version WHERE blob_key = ANY($1::text[])`,
      [keys],
    );
    return rows.map((r) => r.blob_key);
  }
}
