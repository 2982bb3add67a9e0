/**
 * A single-pass XML reader for fiscal documents (NF-e, events), building the same plain tree fast-xml-parser built
 * with the options parse-nfe.ts used (strings only, namespace prefixes dropped, attributes as `@_name`, a repeated
 * tag becomes an array, text trimmed, text beside children under `#text`). It exists for speed: the generic parser
 * was ~80 % of the time of reading 10,000 notes (bench reforma). It is stricter than the generic parser: a DOCTYPE
 * (entity expansion, external entities), an unclosed or mismatched tag, an unterminated comment/CDATA/attribute or an
 * attribute without a quoted value throw XmlMalformado, because a truncated note read as if complete gives wrong findings.
 */
export class XmlMalformado extends Error {}

export type XmlNode = Record<string, unknown>;

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&(lt|gt|amp|quot|apos|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/g;

/** The five predefined entities and character references; any other `&name;` is kept as written (as before). */
function decode(s: string): string {
  if (s.indexOf('&') < 0) return s;
  return s.replace(ENTITY, (m, e: string) => {
    if (e.charCodeAt(0) !== 35) return NAMED[e] ?? m;
    const code = e.charCodeAt(1) === 120 ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

const local = (name: string): string => { const i = name.indexOf(':'); return i < 0 ? name : name.slice(i + 1); };

/** Space, tab, CR, LF (XML's S production). */
const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

interface Frame { raw: string; key: string; node: XmlNode | null; text: string }

function put(parent: XmlNode, key: string, value: unknown): void {
  if (key === '__proto__') { putOwn(parent, key, value); return; }
  const old = parent[key];
  // Values are strings, nodes or arrays, never functions: a function is inherited (constructor, toString), not a tag read.
  if (old === undefined || typeof old === 'function') parent[key] = value;
  else if (Array.isArray(old)) old.push(value);
  else parent[key] = [old, value];
}

/** A tag named `__proto__` becomes an own key, never the object's prototype (plain objects stay fast for V8). */
function putOwn(parent: XmlNode, key: string, value: unknown): void {
  const old: unknown = Object.hasOwn(parent, key) ? parent[key] : undefined;
  const v = old === undefined ? value : Array.isArray(old) ? (old.push(value), old) : [old, value];
  Object.defineProperty(parent, key, { value: v, enumerable: true, writable: true, configurable: true });
}

const newNode = (): XmlNode => ({});

function close(stack: Frame[], top: Frame): void {
  const text = top.text.trim();
  let value: unknown;
  if (top.node) {
    if (text) top.node['#text'] = text;
    value = top.node;
  } else value = text;
  const parent = stack[stack.length - 1]!;
  put(parent.node ??= newNode(), top.key, value);
}

/** Parses `text` (already decoded to a JS string) into the tree; throws XmlMalformado when it is not well-formed. */
export function parseXmlTree(text: string): XmlNode {
  const rootFrame: Frame = { raw: '', key: '', node: newNode(), text: '' };
  const stack: Frame[] = [rootFrame];
  const n = text.length;
  let pos = 0;
  while (pos < n) {
    const lt = text.indexOf('<', pos);
    const end = lt < 0 ? n : lt;
    if (end > pos && stack.length > 1) stack[stack.length - 1]!.text += decode(text.slice(pos, end));
    if (lt < 0) break;
    const c = text.charCodeAt(lt + 1);
    if (c === 63 /* ? */) {
      const e = text.indexOf('?>', lt + 2);
      if (e < 0) throw new XmlMalformado('instrução de processamento sem fim');
      pos = e + 2;
    } else if (c === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const e = text.indexOf('-->', lt + 4);
        if (e < 0) throw new XmlMalformado('comentário sem fim');
        pos = e + 3;
      } else if (text.startsWith('<![CDATA[', lt)) {
        const e = text.indexOf(']]>', lt + 9);
        if (e < 0 || stack.length === 1) throw new XmlMalformado('CDATA sem fim ou fora de um elemento');
        stack[stack.length - 1]!.text += text.slice(lt + 9, e);
        pos = e + 3;
      } else throw new XmlMalformado('DOCTYPE ou declaração não aceita');
    } else if (c === 47 /* / */) {
      const e = text.indexOf('>', lt + 2);
      if (e < 0) throw new XmlMalformado('tag de fechamento sem fim');
      const raw = text.slice(lt + 2, e).trimEnd();
      const top = stack.pop()!;
      if (stack.length === 0 || top.raw !== raw) throw new XmlMalformado(`fechamento </${raw}> sem abertura correspondente`);
      close(stack, top);
      pos = e + 1;
    } else {
      pos = openTag(text, lt + 1, stack);
    }
  }
  if (stack.length !== 1) throw new XmlMalformado(`<${stack[stack.length - 1]!.raw}> não foi fechada`);
  return rootFrame.node!;
}

/** Reads `name attr="v" …>` or `…/>` from `i` (just after `<`); pushes or closes the element; returns the next position. */
function openTag(text: string, i: number, stack: Frame[]): number {
  const n = text.length;
  let j = i;
  while (j < n) { const c = text.charCodeAt(j); if (isSpace(c) || c === 62 || c === 47) break; j++; }
  const raw = text.slice(i, j);
  if (!raw) throw new XmlMalformado('tag sem nome');
  const frame: Frame = { raw, key: local(raw), node: null, text: '' };
  for (;;) {
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    if (j >= n) throw new XmlMalformado(`<${raw}> sem fim`);
    const c = text.charCodeAt(j);
    if (c === 62 /* > */) { stack.push(frame); return j + 1; }
    if (c === 47 /* / */) {
      if (text.charCodeAt(j + 1) !== 62) throw new XmlMalformado(`<${raw}> malformada`);
      if (stack.length === 0) throw new XmlMalformado('elemento fora da raiz');
      close(stack, frame);
      return j + 2;
    }
    const a = j;
    while (j < n) { const d = text.charCodeAt(j); if (d === 61 || isSpace(d) || d === 62 || d === 47) break; j++; }
    const attr = text.slice(a, j);
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 61 /* = */) throw new XmlMalformado(`atributo ${attr} sem valor`);
    j++;
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    const q = text.charCodeAt(j);
    if (q !== 34 && q !== 39) throw new XmlMalformado(`atributo ${attr} sem aspas`);
    const e = text.indexOf(q === 34 ? '"' : "'", j + 1);
    if (e < 0) throw new XmlMalformado(`atributo ${attr} sem fim`);
    const value = text.slice(j + 1, e);
    if (value.indexOf('<') >= 0) throw new XmlMalformado(`atributo ${attr} com '<'`);
    j = e + 1;
    // Namespace declarations vary by generator and are never read, as with the generic parser's removeNSPrefix.
    if (attr === 'xmlns' || attr.startsWith('xmlns:')) continue;
    (frame.node ??= newNode())[`@_${local(attr)}`] = decode(value); // '@_' prefix: never a prototype key
  }
}
