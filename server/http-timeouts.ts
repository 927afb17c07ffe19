/**
 * How long a client may take, so a slow or stalled client (slowloris) is cut off instead of holding
 * a connection forever. Node serves every connection from one event loop, so a waiting client costs
 * a socket, never a worker; these bound how many such sockets can pile up.
 */
export interface HttpTimeouts {
  /** from the first byte of a request to the end of its headers */
  headersMs: number;
  /** from the first byte to the end of the body: a 16 MB photo over a slow mobile uplink fits */
  requestMs: number;
  /** a socket on which nothing arrives for this long is closed, mid-request or between requests */
  idleMs: number;
  /** a kept-alive socket with no new request is closed after this */
  keepAliveMs: number;
  /** how often Node checks the header and request deadlines (it checks on a timer, not per byte) */
  checkEveryMs: number;
}

export const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 120_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};
