import { describe, expect, it, vi } from 'vitest';
import { createEvictionBarrier } from './eviction-barrier.ts';

/** A barrier whose markers the test delivers by hand, as the channel would. */
function createChannel(timeoutMs = 2000) {
  const sent: string[] = [];
  const onLost = vi.fn();
  const barrier = createEvictionBarrier(async (marker) => void sent.push(marker), onLost, timeoutMs);
  const deliver = (index: number) => expect(barrier.heard(sent[index])).toBe(true);
  return { barrier, sent, deliver, onLost };
}

describe('eviction barrier', () => {
  it('shares a marker among callers of one moment; a caller while it is out waits for the next one', async () => {
    const { barrier, sent, deliver } = createChannel();
    const first = [barrier.wait(), barrier.wait()];
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const late = barrier.wait();
    let lateDone = false;
    void late.then(() => (lateDone = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([sent.length, lateDone]).toEqual([1, false]);
    deliver(0);
    await Promise.all(first);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(lateDone).toBe(false);
    deliver(1);
    await late;
  });

  it('leaves eviction messages and other copies\' markers to the caller', () => {
    const { barrier } = createChannel();
    expect(barrier.heard('token:abc')).toBe(false);
    expect(barrier.heard('marker:another-copy:1')).toBe(true);
  });

  it('rejects at once while the listener is silent, and serves again once a probe is heard', async () => {
    const { barrier, sent, deliver, onLost } = createChannel(300);
    await expect(barrier.wait()).rejects.toThrow('silent');
    expect(onLost).toHaveBeenCalledOnce();
    await expect(barrier.wait()).rejects.toThrow('lost');
    await vi.waitFor(() => expect(sent).toHaveLength(2), { interval: 5 });
    deliver(1);
    const after = barrier.wait();
    await vi.waitFor(() => expect(sent).toHaveLength(3), { interval: 5 });
    deliver(2);
    await after;
  });
});
