import { fileProblem, type ExcelFileProblem } from '@parcelflow/contract';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';

/**
 * An opening tag as the tokenizer read it. `name` is the local name (`x:row` is `row`); `qualified` is the name as
 * written, which anything written into the element must repeat. Positions are indexes into the part's text.
 */
export type XmlTag = {
  name: string;
  qualified: string;
  attributes: Readonly<Record<string, string>>;
  selfClosing: boolean;
  /** Where its `<` is. */
  start: number;
  /** Just after its opening tag's `>`. */
  openEnd: number;
};

export type XmlVisitor = {
  open?: (tag: XmlTag) => void;
  /** `end` is just after the element's last `>`. */
  close?: (name: string, end: number) => void;
  /** Character data, entities and character references decoded, CDATA included. */
  text?: (text: string) => void;
};

/** A part given as bytes is decoded in pieces of this size, so its text is never held whole. */
const PIECE_BYTES = 64 * 1024;

/** Thrown by a visitor to stop reading the part with a file problem. */
class XmlRefusal extends Error {
  constructor(readonly problem: ExcelFileProblem) {
    super(problem.reason);
  }
}

export function refuse(problem: ExcelFileProblem): never {
  throw new XmlRefusal(problem);
}

/** Runs work that may refuse the file outside a tokenizer pass (expanding merges, say), answering the refusal. */
export function refusalOf(work: () => void): ExcelFileProblem | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    if (error instanceof XmlRefusal) return error.problem;
    throw error;
  }
}

/**
 * Reads one part with saxes, a conforming streaming XML parser, and hands each element to `visitor`. A DOCTYPE
 * is refused as soon as it is read, so no entity of the file is ever defined, let alone expanded; only XML's five
 * entities and character references are decoded. XML that is not well formed is `corrupt`.
 */
export function readXml(xml: string | Buffer, visitor: XmlVisitor): ExcelFileProblem | undefined {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  let start = 0;
  parser.on('doctype', () => refuse(fileProblem('xmlDoctype')));
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) refuse(fileProblem('xmlEncoding'));
  });
  // saxes has read the name and the character after it when it announces the tag.
  parser.on('opentagstart', (tag) => (start = parser.position - tag.name.length - 2));
  const { open, close, text } = visitor;
  if (open) {
    parser.on('opentag', (tag) => open({ name: localName(tag.name), qualified: tag.name, attributes: tag.attributes, selfClosing: tag.isSelfClosing, start, openEnd: parser.position }));
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name), parser.position));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  try {
    if (typeof xml === 'string') parser.write(xml);
    else {
      const decoder = new StringDecoder('utf8');
      for (let at = 0; at < xml.length; at += PIECE_BYTES) parser.write(decoder.write(xml.subarray(at, at + PIECE_BYTES)));
      parser.write(decoder.end());
    }
    parser.close();
    return undefined;
  } catch (error) {
    if (error instanceof XmlRefusal) return error.problem;
    // saxes throws a plain Error where the XML is not well formed (an error handler would slow it threefold).
    if (Object.getPrototypeOf(error) === Error.prototype) return fileProblem('corrupt');
    throw error;
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** An attribute by its local name (`r:id` answers to `id`); namespace declarations are not attributes. */
export function attributeOf(tag: XmlTag, name: string): string | undefined {
  const plain = tag.attributes[name];
  if (plain !== undefined) return plain;
  for (const key in tag.attributes) {
    const colon = key.length - name.length - 1;
    if (colon > 0 && key.charCodeAt(colon) === 58 && key.endsWith(name) && !key.startsWith('xmlns:')) return tag.attributes[key];
  }
  return undefined;
}

/** The prefix of a qualified name with its colon (`x:` of `x:row`), or ''. */
export function prefixOf(tag: XmlTag): string {
  return tag.qualified.slice(0, tag.qualified.length - tag.name.length);
}

/**
 * A part's bytes for the tokenizer, without a UTF-8 byte order mark: UTF-8 only, as the byte order mark or the zero
 * bytes of UTF-16 show (the declaration's encoding is checked by `readXml`).
 */
export function xmlOfPart(bytes: Buffer): Buffer | ExcelFileProblem {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return fileProblem('xmlEncoding');
  if (bytes.subarray(0, 512).includes(0)) return fileProblem('xmlEncoding');
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}
