import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ChildMessage, ParentMessage } from './child-protocol.ts';

/**
 * The child side of startChildServer: listens on 127.0.0.1, tells the parent its port, answers its CPU time
 * (user + system, µs) when asked, and closes when the parent goes away.
 */
export async function serveChild(app: FastifyInstance, close: () => Promise<void>): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const send = (message: ChildMessage) => process.send!(message);
  process.on('message', (message: ParentMessage) => {
    if (message.type !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  });
  process.once('disconnect', async () => {
    await app.close();
    await close();
    process.exit(0);
  });
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}
