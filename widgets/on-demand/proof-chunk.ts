/** The proof part: altcha-lib's solver for a booking's proof of work, fetched when a visitor first chooses a type of time. */
export { solveProof } from '../../src/booking/time-picker/proof-solver';
