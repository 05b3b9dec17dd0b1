// Migration 012-community. Written once, never edited after it ships (a change is a new
// migration); the same statements run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from './dialect.js';

export function m012(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Puzzles players publish: the grid and dots as sent (checked), a canonical form that is
      // the same for every turn and flip (one puzzle published once), the server's score and
      // level, the crowd's Glicko-2 rating of the puzzle, and the counts its page shows.
      await db.schema
        .createTable('community_puzzles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('w', 'integer', (c) => c.notNull())
        .addColumn('h', 'integer', (c) => c.notNull())
        .addColumn('size', 'text', (c) => c.notNull())
        .addColumn('dots', 'text', (c) => c.notNull())
        .addColumn('canonical', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('author_id', 'text', (c) => c.notNull().references('players.id'))
        // The author's public tag (players/names.ts), what the list is filtered by: a player's
        // id is never shown.
        .addColumn('author_tag', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('published_day', 'text', (c) => c.notNull())
        .addColumn('score', 'double precision')
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addColumn('volatility', 'double precision', (c) => c.notNull())
        .addColumn('rated_day', 'text')
        .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('solves', 'integer', (c) => c.notNull().defaultTo(0))
        // The median time of its solves without hints, kept as each is stored (null before).
        .addColumn('median_seconds', 'double precision')
        .addColumn('votes', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('reports', 'integer', (c) => c.notNull().defaultTo(0))
        // 1 while reports hold it back, until a moderator restores or removes it.
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('withdrawn_at', 'text')
        .execute();
      // The lists read their pages by index, newest, most voted and hardest first, each by the
      // id after its key (keyset pagination), and an author's own.
      const lists: [string, string[]][] = [
        ['community_new', ['published_at', 'id']],
        ['community_top', ['votes', 'id']],
        ['community_hard', ['rating', 'id']],
        ['community_by_author', ['author_tag', 'published_at', 'id']],
        ['community_by_author_day', ['author_id', 'published_day']],
      ];
      for (const [name, columns] of lists) {
        await db.schema.createIndex(name).on('community_puzzles').columns(columns).execute();
      }
      // Each player's solve of a puzzle, once (the first attempt is the rated one): the time,
      // hints, and what it did to the solver's community rating and to the puzzle's.
      await db.schema
        .createTable('community_solves')
        .addColumn('id', 'integer', (c) =>
          dialect === 'postgres'
            ? c.primaryKey().generatedByDefaultAsIdentity()
            : c.primaryKey().autoIncrement(),
        )
        .addColumn('puzzle_id', 'text', (c) => c.notNull().references('community_puzzles.id'))
        .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('hints', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('solved_at', 'text', (c) => c.notNull())
        .addColumn('rating_change', 'double precision')
        .addColumn('puzzle_change', 'double precision')
        .addUniqueConstraint('community_solves_once', ['player_id', 'puzzle_id'])
        .execute();
      // A puzzle's board: its solves without hints, fastest first (and its median).
      await db.schema
        .createIndex('community_solves_board')
        .on('community_solves')
        .columns(['puzzle_id', 'hints', 'seconds', 'id'])
        .execute();
      // Who started a puzzle (its plays), once each.
      await db.schema
        .createTable('community_plays')
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_plays_key', ['puzzle_id', 'player_id'])
        .execute();
      // One vote a player and puzzle, weighed by how established the voter was.
      await db.schema
        .createTable('community_votes')
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('up', 'integer', (c) => c.notNull())
        .addColumn('weight', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_votes_key', ['puzzle_id', 'player_id'])
        .execute();
      // One report a player and puzzle; an established player's counts toward hiding it.
      await db.schema
        .createTable('community_reports')
        .addColumn('puzzle_id', 'text', (c) => c.notNull())
        .addColumn('player_id', 'text', (c) => c.notNull())
        .addColumn('reported_at', 'text', (c) => c.notNull())
        .addColumn('counted', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_reports_key', ['puzzle_id', 'player_id'])
        .execute();
      // Each player's community rating: apart from the site's, as its games are against puzzles
      // players made, not against par.
      await db.schema
        .createTable('community_ratings')
        .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.id'))
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addColumn('volatility', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rated_day', 'text')
        .execute();
    },
  };
}
