// A browser that has met the game before: How to play seen (the board's own window does not open
// over every journey's board) and welcomed (a daily's page draws no newcomer's welcome over it).
// The how-to journeys start from a first visit instead.
export function metTheGame(origin: string) {
  const { hostname } = new URL(origin);
  return {
    cookies: [
      {
        name: 'gx-welcomed',
        value: '1',
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [{ origin, localStorage: [{ name: 'uo:galaxies:how-to', value: 'seen' }] }],
  };
}
