import type { ExcelFileProblem } from '@parcelflow/contract';
import { attributeValue } from './xml-escape.ts';
import { readXml, type XmlTag } from './xml-tokens.ts';

/** An element of a small part (stylesheet, relationships, content types) with its child elements; text is left out. */
export type XmlNode = { tag: XmlTag; end: number; children: XmlNode[] };

/** The root element of a small part, read by the tokenizer; the reader has already bounded what it holds. */
export function readXmlTree(xml: string): XmlNode | ExcelFileProblem {
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  const problem = readXml(xml, {
    open: (tag) => {
      const node = { tag, end: tag.openEnd, children: [] };
      stack.at(-1)?.children.push(node);
      stack.push(node);
      root ??= node;
    },
    close: (_, end) => {
      const node = stack.pop();
      if (node) node.end = end;
    },
  });
  return problem ?? (root as XmlNode);
}

export const childrenNamed = (node: XmlNode, name: string) => node.children.filter((child) => child.tag.name === name);

/** An element's opening tag written again with some attributes set (or removed, when undefined). */
export function openingTag(tag: XmlTag, changes: Record<string, string | undefined> = {}, selfClosing = tag.selfClosing): string {
  let attributes = '';
  for (const [name, value] of Object.entries(tag.attributes)) {
    if (!(name in changes)) attributes += ` ${name}="${attributeValue(value)}"`;
  }
  for (const [name, value] of Object.entries(changes)) {
    if (value !== undefined) attributes += ` ${name}="${attributeValue(value)}"`;
  }
  return `<${tag.qualified}${attributes}${selfClosing ? '/>' : '>'}`;
}

/** The element's XML with some attributes of its opening tag changed; its content is copied as it was. */
export function withAttributes(xml: string, tag: XmlTag, end: number, changes: Record<string, string | undefined>): string {
  return openingTag(tag, changes) + xml.slice(tag.openEnd, end);
}

/** The element's XML with `child` added as its last child (a self-closing element is opened for it). */
export function withChild(xml: string, node: XmlNode, child: string): string {
  if (node.tag.selfClosing) return `${openingTag(node.tag, {}, false)}${child}</${node.tag.qualified}>`;
  const at = node.children.at(-1)?.end ?? node.tag.openEnd;
  return xml.slice(node.tag.start, at) + child + xml.slice(at, node.end);
}

/** The part's XML with one element replaced. */
export function replaceElement(xml: string, node: { tag: XmlTag; end: number }, text: string): string {
  return xml.slice(0, node.tag.start) + text + xml.slice(node.end);
}
