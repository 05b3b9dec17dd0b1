import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('settings', () => {
  it('has defaults for everything', () => {
    const config = readConfig({}, '/srv/galaxies');
    expect(config).toMatchObject({
      port: 4173,
      host: 'localhost',
      dataDir: '/srv/galaxies/data',
      databaseUrl: undefined,
      databasePool: 20,
      databaseReadPool: 5,
      secret: undefined,
      timeZone: 'UTC',
    });
  });

  it.each([
    [{ GALAXIES_TIME_ZONE: 'Europe/Berlin' }, 'Europe/Berlin'],
    [{ TZ: 'America/New_York' }, 'America/New_York'],
    [{ GALAXIES_TIME_ZONE: 'Asia/Tokyo', TZ: 'America/New_York' }, 'Asia/Tokyo'],
    [{ TZ: ':/etc/localtime' }, 'UTC'],
  ])('takes the site time zone from %j', (env, zone) => {
    expect(readConfig(env).timeZone).toBe(zone);
  });

  it('takes the PostgreSQL pool’s size from GALAXIES_DB_POOL', () => {
    expect(readConfig({ GALAXIES_DB_POOL: '64' }).databasePool).toBe(64);
  });

  it('takes the reads’ pool’s size from GALAXIES_DB_READ_POOL', () => {
    expect(readConfig({ GALAXIES_DB_READ_POOL: '8' }).databaseReadPool).toBe(8);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ GALAXIES_TIME_ZONE: 'Mars/Olympus' }, /IANA time zone/],
    [
      { GALAXIES_RATE_LIMIT: '0' },
      /GALAXIES_RATE_LIMIT must be a whole number of requests a minute/,
    ],
    [{ GALAXIES_WRITE_LIMIT: 'x' }, /GALAXIES_WRITE_LIMIT/],
    [
      { GALAXIES_NEW_PLAYER_LIMIT: '-1' },
      /GALAXIES_NEW_PLAYER_LIMIT must be a whole number of new players in ten minutes/,
    ],
    [{ GALAXIES_LOG_LEVEL: 'loud' }, /GALAXIES_LOG_LEVEL/],
    [{ GALAXIES_DB_POOL: '0' }, /GALAXIES_DB_POOL must be a whole number of connections/],
    [{ GALAXIES_DB_POOL: '2.5' }, /GALAXIES_DB_POOL/],
    [{ GALAXIES_DB_READ_POOL: '0' }, /GALAXIES_DB_READ_POOL must be a whole number of connections/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
