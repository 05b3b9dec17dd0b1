// Backs up the site's SQLite database while the server runs, or restores one with it stopped:
//   pnpm --filter @galaxies/demo backup [FILE]      (default: data/backups/galaxies-<time>.sqlite)
//   pnpm --filter @galaxies/demo restore FILE
// On PostgreSQL it says to use pg_dump and pg_restore instead (the site's README shows how).
import { join } from 'node:path';
import { readConfig } from '../config/config.js';
import { backupName, backupSqlite, restoreSqlite } from '../db/backup.js';

const [command, file] = process.argv.slice(2);
const config = readConfig(process.env);
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

try {
  if (config.databaseUrl) {
    throw new Error(
      'This site keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump and ' +
        'restore with pg_restore, as the README’s “Backups” section shows.',
    );
  }
  if (command === 'backup') {
    const destination = file ?? join(config.dataDir, 'backups', backupName(new Date()));
    let shown = -1;
    const summary = await backupSqlite(config.dataDir, destination, (fraction) => {
      const percent = Math.floor(fraction * 10) * 10;
      if (percent > shown) process.stdout.write(`${(shown = percent)}% `);
    });
    console.log(
      `\nBacked up ${summary.players} players and ${summary.solves} solves ` +
        `(${megabytes(summary.bytes)}, checked) to ${summary.file}`,
    );
  } else if (command === 'restore' && file) {
    const summary = restoreSqlite(config.dataDir, file);
    console.log(
      `Restored ${summary.players} players and ${summary.solves} solves from ${file} into ` +
        `${summary.file}.` +
        (summary.kept ? ` The database it replaced is kept as ${summary.kept}.` : ''),
    );
  } else {
    console.error('usage: backup [FILE] | restore FILE   (restore with the server stopped)');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
