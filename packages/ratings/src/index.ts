// @galaxies/ratings: the public API.
export { timeScore } from './time-score.js';
