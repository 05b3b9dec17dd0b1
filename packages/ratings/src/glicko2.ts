// Glicko-2 itself, after Mark Glickman's "Example of the Glicko-2 system" (Boston University,
// 2013): one rating period for one player, with games that may count as a fraction of a game.

/** Glicko-2's conversion between the display scale (1500 ± RD) and its own (μ, φ). */
export const SCALE = 173.7178;
/** τ constrains how fast the volatility may move; Glickman suggests 0.3 to 1.2. */
export const TAU = 0.5;
/** The convergence tolerance of the volatility iteration. */
export const EPSILON = 1e-6;
/** RD never widens past a new player's (Glickman leaves this cap to the rating system). */
export const MAX_RD = 350;

/** A rating on the display scale: rating, rating deviation RD and volatility σ. */
export interface Rated {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

/** One game of the period, from the player's side: the opponent, the score and its weight. */
export interface Game {
  /** The opponent's rating and RD before the period (display scale). */
  readonly rating: number;
  readonly rd: number;
  /** The player's score in [0, 1]. */
  readonly score: number;
  /** How much of a game this counts as, in (0, 1]. */
  readonly weight: number;
}

/**
 * RD grown by `periods` rating periods at volatility σ, capped at MAX_RD:
 * `min(350, √(RD² + periods·(σ·173.7178)²))`.
 */
export function widen(rd: number, volatility: number, periods = 1): number {
  const step = volatility * SCALE;
  return Math.min(MAX_RD, Math.sqrt(rd * rd + periods * step * step));
}

/** g(φ) damps a game's impact by how unsure the opponent's rating is. */
function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/**
 * Step 5: the new volatility σ′, the root of f by the Illinois algorithm (regula falsi that
 * halves the stale end, so it cannot stall on one side).
 */
function newVolatility(sigma: number, phi: number, variance: number, delta: number): number {
  const a = Math.log(sigma * sigma);
  const spread = phi * phi + variance;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - spread - ex)) / (2 * (spread + ex) ** 2) - (x - a) / TAU ** 2;
  };
  let lower = a;
  let upper: number;
  if (delta * delta > spread) {
    upper = Math.log(delta * delta - spread);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0) k += 1;
    upper = a - k * TAU;
  }
  let fLower = f(lower);
  let fUpper = f(upper);
  while (Math.abs(upper - lower) > EPSILON) {
    const next = lower + ((lower - upper) * fLower) / (fUpper - fLower);
    const fNext = f(next);
    if (fNext * fUpper <= 0) {
      lower = upper;
      fLower = fUpper;
    } else {
      fLower /= 2;
    }
    upper = next;
    fUpper = fNext;
  }
  return Math.exp(lower / 2);
}

/**
 * One rating period (steps 1 to 8). `widenRd` says whether this period grows RD by the new
 * volatility first (step 6); a second rating on the same day does not. A game of weight w
 * adds w·g²·E(1−E) to the information (1/v) and w·g·(s−E) to the improvement. With no games,
 * or games that carry no information, the rating and volatility stay and only RD may widen.
 */
export function ratePeriod(player: Rated, games: readonly Game[], widenRd: boolean): Rated {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  let information = 0;
  let improvement = 0;
  for (const game of games) {
    const gj = g(game.rd / SCALE);
    const expected = 1 / (1 + Math.exp(-gj * (mu - (game.rating - 1500) / SCALE)));
    information += game.weight * gj * gj * expected * (1 - expected);
    improvement += game.weight * gj * (game.score - expected);
  }
  const volatility =
    information > 0
      ? newVolatility(player.volatility, phi, 1 / information, improvement / information)
      : player.volatility;
  const phiStar = widenRd ? widen(player.rd, volatility) / SCALE : phi;
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + information);
  return {
    rating: 1500 + SCALE * (mu + phiNew * phiNew * improvement),
    rd: SCALE * phiNew,
    volatility,
  };
}
