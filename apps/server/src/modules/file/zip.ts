import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileRow } from './file.table.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Formats that are zips already (xlsx, docx) or otherwise compressed gain nothing from deflate but CPU time. */
const COMPRESSED = /zip|spreadsheetml|wordprocessingml|presentationml|^image\/(png|jpe?g|gif|webp)$|pdf|gzip/;

/**
 * A zip of the files, written as it is read: each file is opened only when its turn comes, so memory and open
 * handles stay flat however many files are asked for.
 */
export function zipFiles(storage: FileStorage, rows: FileRow[]): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.on('error', (error: Error) => output.destroy(error)).pipe(output);
  const names = uniqueNames(rows.map((row) => row.name));
  rows.forEach((row, index) => {
    zip.addReadStreamLazy(names[index], { compress: !COMPRESSED.test(row.contentType), size: row.size }, (done) => {
      storage.open(row.storageKey).then((stream) => done(null, stream), (error: unknown) => done(error, undefined as never));
    });
  });
  zip.end();
  return output;
}

/** "a.xlsx", "a (2).xlsx": two files of one name must not overwrite each other when unzipped. */
function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}
