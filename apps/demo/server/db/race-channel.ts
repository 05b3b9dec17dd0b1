// How the servers on one database hear of each other's races: a note that a room changed (read
// it again) or that a racer's progress moved. This server's own notes reach its listeners at
// once; on PostgreSQL they also go out by NOTIFY, gathered for a moment into one statement (a
// payload under PostgreSQL's 8,000 bytes), and come in from the others on a connection of its
// own that LISTENs, made again after a break (the listeners then read every room afresh, as a
// note may have been missed). On SQLite, one server to a file, the process is the whole channel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.js';

/** A room changed; or a racer's progress, 0–100. */
export type RaceNote =
  | { race: string; kind: 'changed' }
  | { race: string; kind: 'progress'; seat: number; progress: number };

/** Told each note, this server's and the others'; `resync` after notes may have been missed. */
export interface RaceListener {
  note(note: RaceNote): void;
  resync(): void;
}

export interface RaceChannel {
  publish(note: RaceNote): void;
  listen(listener: RaceListener): void;
  close(): Promise<void>;
}

const CHANNEL = 'galaxies_races';
/** PostgreSQL refuses a payload of 8,000 bytes or more. */
const PAYLOAD_MAX = 7000;
/** How long notes gather before they go out together. */
const GATHER_MS = 5;
const RECONNECT_MS = 1000;

/** The channel of one server alone. */
export class LocalChannel implements RaceChannel {
  protected readonly listeners: RaceListener[] = [];

  publish(note: RaceNote): void {
    for (const listener of this.listeners) listener.note(note);
  }

  listen(listener: RaceListener): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {}
}

/** Notes shared by every server on one PostgreSQL database. */
export class PostgresChannel extends LocalChannel {
  private readonly self = randomBytes(6).toString('base64url');
  private gathered: RaceNote[] = [];
  private flushing: ReturnType<typeof setTimeout> | null = null;
  private client: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly db: Kysely<Database>,
    private readonly report: (error: Error) => void,
  ) {
    super();
  }

  /** Starts listening; resolves once the first LISTEN is in place. */
  async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (error) => {
      this.report(error);
      this.again(client);
    });
    client.on('end', () => this.again(client));
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.heard(message.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  /** The listening connection broke: listen again after a moment, then have every room read. */
  private again(broken: pg.Client): void {
    if (this.closed || this.client !== broken) return;
    this.client = null;
    broken.removeAllListeners('end');
    void broken.end().catch(() => {});
    const retry = () => {
      if (this.closed) return;
      this.open().then(
        () => this.listeners.forEach((l) => l.resync()),
        (error: Error) => {
          this.report(error);
          setTimeout(retry, RECONNECT_MS).unref();
        },
      );
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  private heard(payload: string): void {
    let message: { from: string; notes: RaceNote[] };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.from === this.self || !Array.isArray(message.notes)) return;
    for (const note of message.notes) super.publish(note);
  }

  override publish(note: RaceNote): void {
    super.publish(note);
    this.gathered.push(note);
    this.flushing ??= setTimeout(() => void this.flush(), GATHER_MS);
  }

  /** Sends the gathered notes, as few statements as the payload's limit allows. */
  private async flush(): Promise<void> {
    this.flushing = null;
    const notes = this.gathered;
    this.gathered = [];
    let batch: RaceNote[] = [];
    let length = 0;
    const send = async () => {
      if (!batch.length) return;
      const payload = JSON.stringify({ from: this.self, notes: batch });
      batch = [];
      length = 0;
      // A note lost to a database that is down costs a racer a moment's freshness: their page
      // reads the room again when its socket comes back.
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(this.db).catch(this.report);
    };
    for (const note of notes) {
      const size = JSON.stringify(note).length + 1;
      if (length + size > PAYLOAD_MAX) await send();
      batch.push(note);
      length += size;
    }
    await send();
  }

  override async close(): Promise<void> {
    this.closed = true;
    if (this.flushing) clearTimeout(this.flushing);
    await this.flush();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
