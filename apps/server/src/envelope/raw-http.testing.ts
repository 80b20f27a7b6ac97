import { connect, type Socket } from 'node:net';

/** A request body: bytes, then `filler` bytes of 'x' written a megabyte at a time, then bytes. */
export type RawBody = { before: Buffer; filler: number; after: Buffer };
export type Exchange = { status: number; answer: { result_code: number; message: string; body: string }; sentBytes: number; closed: boolean };

const MB = 1024 * 1024;

export function openConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends one POST over a raw socket as curl does: the whole body is written whatever comes back (Node's own client
 * stops writing once it has an answer, which hides what a server does with the rest). Answers the response, and how
 * many bytes were written when it was complete and the body was sent or the server ended the connection.
 */
export function exchange(socket: Socket, path: string, contentType: string, body: RawBody, options: { chunked: boolean; close?: boolean }): Promise<Exchange> {
  const length = body.before.length + body.filler + body.after.length;
  const framing = `${options.chunked ? 'transfer-encoding: chunked' : `content-length: ${length}`}${options.close ? '\r\nconnection: close' : ''}`;
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let response: Omit<Exchange, 'sentBytes' | 'closed'> | undefined;
    let written = false;
    let closed = false;
    const settle = () => {
      if (!response || !(written || closed)) return;
      socket.off('data', onData);
      resolve({ ...response, sentBytes: socket.bytesWritten, closed });
    };
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      response ??= parseResponse(received);
      settle();
    };
    socket.on('data', onData);
    socket.once('close', () => {
      closed = true;
      if (response) settle();
      else reject(new Error('The connection ended without an answer'));
    });
    // Writing after the server ended the connection fails; whether the answer came first is what is tested.
    socket.on('error', () => {});

    const frame = (bytes: Buffer) => (options.chunked && bytes.length > 0 ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]) : bytes);
    socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${contentType}\r\n${framing}\r\n\r\n`);
    socket.write(frame(body.before));
    const chunk = frame(Buffer.alloc(MB, 'x'));
    let left = body.filler;
    const pump = () => {
      while (left > 0 && !socket.destroyed && !closed) {
        const piece = left >= MB ? chunk : frame(Buffer.alloc(left, 'x'));
        left -= Math.min(left, MB);
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
      if (socket.destroyed || closed) return;
      socket.write(Buffer.concat([frame(body.after), Buffer.from(options.chunked ? '0\r\n\r\n' : '')]), () => {
        written = true;
        settle();
      });
    };
    pump();
  });
}

/** The first complete response in bytes (Fastify always sends a content-length), or undefined while it is arriving. */
function parseResponse(bytes: Buffer): Omit<Exchange, 'sentBytes' | 'closed'> | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = bytes.subarray(0, end).toString();
  const status = Number(head.split(' ')[1]);
  // An interim "100 Continue" has no body; the answer follows it.
  if (status === 100) return parseResponse(bytes.subarray(end + 4));
  const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
  if (bytes.length < end + 4 + length) return undefined;
  return { status, answer: JSON.parse(bytes.subarray(end + 4, end + 4 + length).toString()) };
}
