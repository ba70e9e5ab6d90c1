// What the account tests look for after an erasure: any row, in any table, that still names her.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../stories/story-test-helpers';
import type { TestServer } from '../testing/test-server';

interface TextColumn {
  table_name: string;
  column_name: string;
}

/**
 * Every "table.column" holding one of `needles` (her id, her address), over every text and uuid
 * column of every table, so a table added later is searched too.
 */
export async function columnsMentioning(
  server: TestServer,
  needles: readonly string[],
): Promise<string[]> {
  const columns = await server.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'uuid', 'character varying', 'ARRAY')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of rowsOf<TextColumn>(columns)) {
    for (const needle of needles) {
      const hits = await server.db.execute(sql`
        select count(*)::int as hits from ${sql.identifier(table)}
        where position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`);
      if ((rowsOf<{ hits: number }>(hits)[0]?.hits ?? 0) > 0) found.push(`${table}.${column}`);
    }
  }
  return found;
}
