import { randomUUID } from 'node:crypto';

const MARKER = 'marker:';

export type EvictionBarrier = {
  /** Resolves once every eviction committed before the call has been heard here; rejects when the listener is not hearing. */
  wait: () => Promise<void>;
  /** Takes the channel's markers (this copy's and others'); false for an eviction message. */
  heard: (message: string) => boolean;
};

/**
 * PostgreSQL delivers notifications in commit order, so a marker this copy sends on the eviction channel after a
 * request arrived, once heard back, comes after every eviction another copy committed before it (a logout there
 * answered, then this request). One marker is out at a time; callers meanwhile share the next, sent after them.
 * A marker not heard within timeoutMs means the listener is lost: until a marker is heard again, wait() rejects at
 * once (the cache then reads the database) and a probe is kept out.
 */
export function createEvictionBarrier(send: (message: string) => Promise<void>, onLost: () => void, timeoutMs = 2000): EvictionBarrier {
  const copy = randomUUID();
  const pending = new Map<number, () => void>();
  let sequence = 0;
  let lost = false;
  /** The marker sent and not yet heard, and the one callers are joining meanwhile. */
  let out: Promise<void> | undefined;
  let gathering: Promise<void> | undefined;

  function sendMarker(): Promise<void> {
    const number = ++sequence;
    return new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        pending.delete(number);
        reject(error);
      };
      const timer = setTimeout(() => {
        if (!lost) onLost();
        lost = true;
        fail(new Error(`eviction listener silent for ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(number, () => {
        clearTimeout(timer);
        lost = false;
        resolve();
      });
      send(`${MARKER}${copy}:${number}`).catch(fail);
    });
  }

  /** The next marker: sent once the one out (if any) is back, so callers until then share it. */
  function gather(): Promise<void> {
    const trip = (out ?? Promise.resolve()).then(noop, noop).then(() => {
      gathering = undefined;
      const sent = sendMarker();
      out = sent;
      const clear = () => {
        if (out === sent) out = undefined;
      };
      sent.then(clear, clear);
      return sent;
    });
    gathering = trip;
    return trip;
  }

  return {
    wait() {
      if (lost) {
        if (!gathering && !out) gather().catch(noop);
        return Promise.reject(new Error('eviction listener lost'));
      }
      return gathering ?? gather();
    },
    heard(message) {
      if (!message.startsWith(MARKER)) return false;
      const [from, number] = message.slice(MARKER.length).split(':');
      if (from === copy) {
        pending.get(Number(number))?.();
        pending.delete(Number(number));
      }
      return true;
    },
  };
}

function noop(): void {}
