// One statement on a PostgreSQL server, on a connection of its own: how the tests and the benches
// make and drop their throwaway databases.
import pg from 'pg';

/** Runs `statement` on the PostgreSQL server at `url`. */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
