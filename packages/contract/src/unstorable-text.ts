/**
 * U+0000 and unpaired surrogates: PostgreSQL refuses the first in text and jsonb, and the second in jsonb (as text
 * a driver would turn it into U+FFFD, silently changing what was sent). No field of any command may hold them.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

type Visit = { value: unknown; key?: string; parent?: Visit };

/**
 * The path ("receiver.name", "items.2.note") of the first string, or object key, in value that PostgreSQL cannot
 * store; '' when value is such a string itself; undefined when there is none. Walks without recursion, each step
 * linked to its parent, so no depth of nesting a request can send exhausts the stack or the time.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: Visit[] = [{ value }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return pathOf(visit);
      continue;
    }
    if (visit.value === null || typeof visit.value !== 'object') continue;
    // Pushed last to first so the first field in the document is reported first.
    for (const [key, child] of Object.entries(visit.value).reverse()) {
      if (!isStorableText(key)) return pathOf({ value: child, key, parent: visit });
      pending.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent) keys.push(step.key);
  return keys.reverse().join('.');
}
