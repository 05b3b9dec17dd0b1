// This server's racers, by room: the sockets it holds, and what each is sent. A note that a room
// changed (from this server or another, through the channel) has the room read once and sent to
// each racer here as they see it; a progress note is passed on as it is, without a read. While a
// room has racers here, the hub sends it again when the clock alone changes it (the start with
// its puzzle, the time limit, a dropped racer turning gone), so every server keeps time itself.
import type { RaceChannel, RaceNote } from '../db/race-channel.js';
import type { StoredRace } from '../db/races.js';
import type { RaceNews, RaceRoom } from '../../shared/race.js';
import { nextChange, roomView } from './room-view.js';

/** A racer's socket as the hub sees it. */
export interface RacerLine {
  readonly seat: number;
  send(news: RaceNews): void;
}

interface Room {
  lines: Set<RacerLine>;
  /** The room as last read (null until its first read here). */
  stored: StoredRace | null;
  /** A read under way, and whether another is owed once it ends. */
  reading: boolean;
  again: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

export class RaceHub {
  private readonly rooms = new Map<string, Room>();

  constructor(
    readonly channel: RaceChannel,
    private readonly read: (id: string) => Promise<StoredRace | null>,
    private readonly now: () => number,
    private readonly report: (error: unknown) => void,
  ) {
    channel.listen({
      note: (note) => this.heard(note),
      resync: () => {
        for (const id of this.rooms.keys()) this.refresh(id);
      },
    });
  }

  /** Racers this server holds, in every room. */
  get racers(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.lines.size;
    return count;
  }

  /**
   * Holds `line` in room `id`. It is sent the room with the next note that the room changed:
   * its racer's arrival is one, published once the line is held.
   */
  add(id: string, line: RacerLine): void {
    let room = this.rooms.get(id);
    if (!room) {
      room = { lines: new Set(), stored: null, reading: false, again: false, timer: null };
      this.rooms.set(id, room);
    }
    room.lines.add(line);
  }

  /** Room `id` as this server last read it, while it has racers here. */
  latest(id: string): StoredRace | null {
    return this.rooms.get(id)?.stored ?? null;
  }

  remove(id: string, line: RacerLine): void {
    const room = this.rooms.get(id);
    if (!room) return;
    room.lines.delete(line);
    if (room.lines.size) return;
    if (room.timer) clearTimeout(room.timer);
    this.rooms.delete(id);
  }

  /** Tells every server (this one first) of `note`. */
  publish(note: RaceNote): void {
    this.channel.publish(note);
  }

  private heard(note: RaceNote): void {
    const room = this.rooms.get(note.race);
    if (!room) return;
    if (note.kind === 'changed') return this.refresh(note.race);
    const news: RaceNews = { type: 'progress', seat: note.seat, progress: note.progress };
    for (const line of room.lines) if (line.seat !== note.seat) line.send(news);
  }

  /** Reads room `id` and sends it to its racers here; reads once more if asked meanwhile. */
  private refresh(id: string): void {
    const room = this.rooms.get(id);
    if (!room) return;
    if (room.reading) {
      room.again = true;
      return;
    }
    room.reading = true;
    this.read(id)
      .then((stored) => {
        if (stored && this.rooms.get(id) === room) this.send(id, room, stored);
      })
      .catch(this.report)
      .finally(() => {
        room.reading = false;
        if (room.again) {
          room.again = false;
          this.refresh(id);
        }
      });
  }

  private send(id: string, room: Room, stored: StoredRace): void {
    room.stored = stored;
    const now = this.now();
    const views = new Map<number, RaceRoom>();
    for (const line of room.lines) {
      let view = views.get(line.seat);
      if (!view) views.set(line.seat, (view = roomView(stored, now, line.seat)));
      line.send({ type: 'room', room: view });
    }
    this.schedule(id, room, stored);
  }

  /** Reads the room again when the clock next changes it. */
  private schedule(id: string, room: Room, stored: StoredRace): void {
    if (room.timer) clearTimeout(room.timer);
    room.timer = null;
    const at = nextChange(stored, this.now());
    if (at === null) return;
    room.timer = setTimeout(() => this.refresh(id), Math.max(0, at - this.now()) + 5);
    room.timer.unref();
  }

  close(): void {
    for (const room of this.rooms.values()) if (room.timer) clearTimeout(room.timer);
    this.rooms.clear();
  }
}
