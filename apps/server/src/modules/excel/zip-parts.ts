import { ZipFile } from 'yazl';

/** Node's zlib default: a report of a 10 MB upload must stay under the upload limit to be imported again. */
const DEFLATE_LEVEL = 6;

/** Parts zipped in the order given, deflated by Node's zlib off the main thread. */
export async function zipParts(parts: ReadonlyMap<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  const chunks: Buffer[] = [];
  const written = (async () => {
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  })();
  for (const [name, bytes] of parts) zip.addBuffer(bytes, name, { compressionLevel: DEFLATE_LEVEL });
  zip.end();
  await written;
  return Buffer.concat(chunks);
}
