import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A part written in pieces: its sizes and checksum are known only at its end. */
export type ZipPartWriter = { write(data: Buffer): Promise<void>; end(): Promise<void>; destroy(): void };
type Entry = { name: Buffer; flags: number; crc: number; compressed: number; size: number; offset: number };

/** General purpose flag 3: the sizes follow the data in a descriptor (zip's way of streaming a part). */
const SIZES_AFTER_DATA = 0x0008;
const DEFLATE = 8;
/** Input queued for deflate (zlib runs in the thread pool) before the writer waits: enough to keep both busy. */
const MAX_QUEUED = 256 * 1024;
/** Without zip64 an archive's sizes and offsets stop at 4 GiB; 100,000 orders are about 95 MB inflated. */
const MAX_ZIP32 = 0xffffffff;

/**
 * A zip written straight to `output` as its parts come: small parts deflated whole, one streamed part deflated by
 * Node's zlib while the next rows are built. Waits whenever the output is full, so memory stays bounded whatever
 * the pace of the reader; fails as soon as the output is gone.
 */
export function zipWriter(output: Writable, level: number) {
  const entries: Entry[] = [];
  const [time, date] = dosDateTime(new Date());
  let offset = 0;

  function startEntry(name: string, flags: number, sums = { crc: 0, compressed: 0, size: 0 }): Entry {
    const entry = { name: Buffer.from(name), flags, ...sums, offset };
    entries.push(entry);
    return entry;
  }

  async function send(chunk: Buffer): Promise<void> {
    offset += chunk.length;
    if (!output.write(chunk)) await drained(output);
  }

  return {
    async add(name: string, text: string): Promise<void> {
      const data = Buffer.from(text);
      const body = deflateRawSync(data, { level });
      const entry = startEntry(name, 0, { crc: crc32(data), compressed: body.length, size: data.length });
      await send(fileHeader(entry, time, date));
      await send(body);
    },

    async stream(name: string): Promise<ZipPartWriter> {
      const entry = startEntry(name, SIZES_AFTER_DATA);
      await send(fileHeader(entry, time, date));
      const deflate = createDeflateRaw({ level });
      // The output's fill level is checked after every piece, so what deflate hands on here is bounded.
      deflate.on('data', (chunk: Buffer) => {
        entry.compressed += chunk.length;
        offset += chunk.length;
        output.write(chunk);
      });
      // A deflate failure is answered by the next write or by end(), never left unhandled.
      deflate.on('error', () => undefined);
      return {
        async write(data) {
          if (output.destroyed) throw output.errored ?? new Error('The output closed before the file was written');
          if (deflate.errored) throw deflate.errored;
          entry.crc = crc32(data, entry.crc);
          entry.size += data.length;
          deflate.write(data);
          if (deflate.writableLength >= MAX_QUEUED) await drained(deflate);
          if (output.writableNeedDrain) await drained(output);
        },
        async end() {
          deflate.end();
          await finished(deflate);
          if (entry.size > MAX_ZIP32) throw new Error(`${name} is too large for a zip without zip64`);
          await send(dataDescriptor(entry));
        },
        /** Frees zlib's memory at once when the part will never end (the rows failed). */
        destroy: () => deflate.destroy(),
      };
    },

    /** The central directory after the parts, then the end of the output; resolves once it is all written. */
    async finish(): Promise<void> {
      const directory = Buffer.concat(entries.map((entry) => fileHeader(entry, time, date, true)));
      if (offset + directory.length > MAX_ZIP32) throw new Error('The archive is too large for a zip without zip64');
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(directory.length, 12);
      end.writeUInt32LE(offset, 16);
      await send(Buffer.concat([directory, end]));
      output.end();
      await finished(output, { readable: false });
    },
  };
}

/** A local file header, or with `central` the entry's record in the central directory (APPNOTE 4.3.7, 4.3.12). */
function fileHeader(entry: Entry, time: number, date: number, central = false): Buffer {
  const at = central ? 2 : 0;
  const header = Buffer.alloc((central ? 46 : 30) + entry.name.length);
  header.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
  if (central) header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, at + 4);
  header.writeUInt16LE(entry.flags, at + 6);
  header.writeUInt16LE(DEFLATE, at + 8);
  header.writeUInt16LE(time, at + 10);
  header.writeUInt16LE(date, at + 12);
  // A streamed part's local header leaves checksum and sizes at zero: its descriptor carries them.
  if (central || !(entry.flags & SIZES_AFTER_DATA)) {
    header.writeUInt32LE(entry.crc >>> 0, at + 14);
    header.writeUInt32LE(entry.compressed, at + 18);
    header.writeUInt32LE(entry.size, at + 22);
  }
  header.writeUInt16LE(entry.name.length, at + 26);
  if (central) header.writeUInt32LE(entry.offset, 42);
  entry.name.copy(header, central ? 46 : 30);
  return header;
}

function dataDescriptor(entry: Entry): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc >>> 0, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

/** MS-DOS time and date, the zip's timestamp for every part. */
function dosDateTime(now: Date): [number, number] {
  const time = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
  const date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  return [time, date];
}

/** Resolves when `stream` has room again; fails if it closes or errs first (a consumer that went away). */
function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(stream.errored ?? new Error('The output closed before the file was written'));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain).off('close', onClose).off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(stream.errored ?? new Error('The output closed before the file was written'));
    stream.on('drain', onDrain).on('close', onClose).on('error', settle);
  });
}
