// Schema migrations, in order: one file each in migrations/, each written once and never edited
// after it ships; a change to the schema is a new migration, added here. The same statements run
// on SQLite and PostgreSQL.
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectName } from './migrations/dialect.js';
import { m001 } from './migrations/001-players-solves-fields.js';
import { m002 } from './migrations/002-solve-hints.js';
import { m003 } from './migrations/003-rated-days.js';
import { m004 } from './migrations/004-device-sessions.js';
import { m005 } from './migrations/005-rate-counts.js';
import { m006 } from './migrations/006-stats.js';
import { m007 } from './migrations/007-sign-in-codes.js';
import { m008 } from './migrations/008-progress.js';
import { m009 } from './migrations/009-engine-score.js';
import { m010 } from './migrations/010-best-times.js';
import { m011 } from './migrations/011-any-grid.js';
import { m012 } from './migrations/012-community.js';
import { m013 } from './migrations/013-races.js';

export type { DialectName };

/** Every migration by name, in the order they run. */
const MIGRATIONS: Record<string, (dialect: DialectName) => Migration> = {
  '001-players-solves-fields': m001,
  '002-solve-hints': m002,
  '003-rated-days': m003,
  '004-device-sessions': m004,
  '005-rate-counts': m005,
  '006-stats': m006,
  '007-sign-in-codes': m007,
  '008-progress': m008,
  '009-engine-score': m009,
  '010-best-times': m010,
  '011-any-grid': m011,
  '012-community': m012,
  '013-races': m013,
};

export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(MIGRATIONS).map(([name, migration]) => [name, migration(dialect)]),
      );
    },
  };
}
