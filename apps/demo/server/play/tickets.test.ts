import { describe, expect, it } from 'vitest';
import { readTicket, signTicket, type Ticket } from './tickets.js';

const SECRET = 'a-test-secret-of-enough-length';
const claim: Ticket = {
  player: 'p1',
  mode: 'endless',
  size: 7,
  difficulty: 'easy',
  code: 'abc12345',
  engine: 2,
  issued: Date.UTC(2026, 10, 30, 12),
};

describe('tickets', () => {
  it('reads back what was signed', () => {
    expect(readTicket(SECRET, signTicket(SECRET, claim))).toEqual(claim);
  });

  it('refuses another secret, a changed claim, a changed signature and junk', () => {
    const ticket = signTicket(SECRET, claim);
    expect(readTicket('another-secret-of-enough-length', ticket)).toBeNull();
    const [v, , sig] = ticket.split('.');
    const other = Buffer.from(JSON.stringify({ ...claim, player: 'p2' })).toString('base64url');
    expect(readTicket(SECRET, `${v}.${other}.${sig}`)).toBeNull();
    expect(readTicket(SECRET, `${ticket.slice(0, -2)}AA`)).toBeNull();
    for (const junk of [undefined, 42, '', 'v1..', 'v2.a.b', `${ticket}.x`, 'x'.repeat(600)]) {
      expect(readTicket(SECRET, junk)).toBeNull();
    }
  });

  it('reads a ticket signed before versions were named as version 1’s', () => {
    const { engine: _named, ...older } = claim;
    expect(readTicket(SECRET, signTicket(SECRET, older as Ticket))).toEqual({
      ...claim,
      engine: 1,
    });
  });

  it('refuses a well-signed claim of the wrong shape', () => {
    const odd = signTicket(SECRET, { ...claim, mode: 'speedrun' } as unknown as Ticket);
    expect(readTicket(SECRET, odd)).toBeNull();
    const named = signTicket(SECRET, { ...claim, engine: '2' } as unknown as Ticket);
    expect(readTicket(SECRET, named)).toBeNull();
  });
});
