// The rewrite after an erasure (and the daily one) covers every table that can hold a row of hers,
// so deleted rows leave the embedded database's files. A table that points at a story or a user
// holds such rows; one added without joining the list would keep them on disk.
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as authSchema from './auth-schema';
import { PERSONAL_TABLES } from './personal-tables';
import * as schema from './schema';

const isTable = (value: unknown): value is PgTable => is(value, PgTable);
const tables = [...Object.values(schema), ...Object.values(authSchema)].filter(isTable);

describe('personal tables', () => {
  it('hold every table that points at a story or a user', () => {
    const personal = new Set(['stories', 'user']);
    const pointing = tables
      .filter((table) =>
        getTableConfig(table).foreignKeys.some((key) =>
          personal.has(getTableName(key.reference().foreignTable)),
        ),
      )
      .map((table) => getTableName(table));
    expect(pointing).toEqual(expect.arrayContaining(['public_story_tags', 'story_support']));
    expect(PERSONAL_TABLES).toEqual(expect.arrayContaining([...personal, ...pointing]));
  });
});
