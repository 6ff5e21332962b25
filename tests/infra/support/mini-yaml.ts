/**
 * A small YAML reader for the subset docker-compose.yml uses: block maps, block sequences, plain,
 * quoted and flow-sequence scalars, comments. Anything else (anchors, block scalars, flow maps,
 * tags, several documents) throws, so the file can never be misread silently.
 */
export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  no: number;
}

const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[A-Za-z0-9_.$/-][^:]*?)\s*:(?:\s+(.*))?$/;

export class YamlError extends Error {
  constructor(message: string, line: number) {
    super(`YAML line ${line}: ${message}`);
  }
}

export function parseYaml(source: string): YamlValue {
  const lines = toLines(source);
  if (lines.length === 0) return null;
  const [value, next] = parseNode(lines, 0, lines[0].indent);
  if (next < lines.length) throw new YamlError('unexpected indentation', lines[next].no);
  return value;
}

function toLines(source: string): Line[] {
  const lines: Line[] = [];
  source.split(/\r?\n/).forEach((raw, index) => {
    const no = index + 1;
    const lead = /^[ \t]*/.exec(raw)![0];
    if (lead.includes('\t')) throw new YamlError('tab in indentation', no);
    const text = stripComment(raw.slice(lead.length)).trimEnd();
    if (text === '') return;
    if (text === '---' || text === '...') throw new YamlError('several documents are not supported', no);
    lines.push({ indent: lead.length, text, no });
  });
  return lines;
}

function stripComment(text: string): string {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      return text.slice(0, i);
    }
  }
  return text;
}

const isSeqItem = (text: string) => text === '-' || text.startsWith('- ');

function parseNode(lines: Line[], i: number, indent: number): [YamlValue, number] {
  const { text, no } = lines[i];
  if (isSeqItem(text)) return parseSeq(lines, i, indent);
  if (KEY.test(text)) return parseMap(lines, i, indent);
  const next = i + 1;
  if (next < lines.length && lines[next].indent > indent) throw new YamlError('multi-line scalars are not supported', no);
  return [parseScalar(text, no), next];
}

function parseMap(lines: Line[], start: number, indent: number): [YamlValue, number] {
  const map: { [key: string]: YamlValue } = {};
  let i = start;
  while (i < lines.length && lines[i].indent === indent && !isSeqItem(lines[i].text)) {
    const { text, no } = lines[i];
    const match = KEY.exec(text);
    if (!match) throw new YamlError(`expected "key: value", got "${text}"`, no);
    const key = unquote(match[1], no);
    if (Object.prototype.hasOwnProperty.call(map, key)) throw new YamlError(`duplicate key "${key}"`, no);
    const rest = match[2] ?? '';
    i++;
    if (rest !== '') {
      map[key] = parseScalar(rest, no);
    } else if (i < lines.length && lines[i].indent > indent) {
      [map[key], i] = parseNode(lines, i, lines[i].indent);
    } else if (i < lines.length && lines[i].indent === indent && isSeqItem(lines[i].text)) {
      [map[key], i] = parseSeq(lines, i, indent);
    } else {
      map[key] = null;
    }
  }
  if (i < lines.length && lines[i].indent > indent) throw new YamlError('unexpected indentation', lines[i].no);
  return [map, i];
}

function parseSeq(source: Line[], start: number, indent: number): [YamlValue, number] {
  const lines = source.slice();
  const items: YamlValue[] = [];
  let i = start;
  while (i < lines.length && lines[i].indent === indent && isSeqItem(lines[i].text)) {
    const { text, no } = lines[i];
    const rest = text.slice(1).trimStart();
    if (rest === '') {
      if (i + 1 >= lines.length || lines[i + 1].indent <= indent) {
        items.push(null);
        i++;
      } else {
        let item: YamlValue;
        [item, i] = parseNode(lines, i + 1, lines[i + 1].indent);
        items.push(item);
      }
    } else if (KEY.test(rest) || isSeqItem(rest)) {
      lines[i] = { indent: indent + text.length - rest.length, text: rest, no };
      let item: YamlValue;
      [item, i] = parseNode(lines, i, lines[i].indent);
      items.push(item);
    } else {
      items.push(parseScalar(rest, no));
      i++;
    }
  }
  return [items, i];
}

function parseScalar(raw: string, no: number): YamlValue {
  const text = raw.trim();
  const first = text[0];
  if (first === '"' || first === "'") return unquote(text, no);
  if (first === '[') return parseFlowSeq(text, no);
  if ('{|>&*!%@`'.includes(first)) throw new YamlError(`unsupported syntax "${text}"`, no);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null' || text === '~') return null;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

function unquote(text: string, no: number): string {
  if (text.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(text)) throw new YamlError(`bad double-quoted string ${text}`, no);
    return JSON.parse(text) as string;
  }
  if (text.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(text)) throw new YamlError(`bad single-quoted string ${text}`, no);
    return text.slice(1, -1).replace(/''/g, "'");
  }
  return text;
}

function parseFlowSeq(text: string, no: number): YamlValue[] {
  if (!text.endsWith(']')) throw new YamlError('flow sequences must fit on one line', no);
  const body = text.slice(1, -1);
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) {
      current += c;
      if (c === '\\' && quote === '"') current += body[++i];
      else if (c === quote) quote = null;
    } else if (c === ',') {
      items.push(current);
      current = '';
    } else {
      if (c === '"' || c === "'") quote = c;
      if (c === '[') throw new YamlError('nested flow sequences are not supported', no);
      current += c;
    }
  }
  if (quote) throw new YamlError('unterminated string in flow sequence', no);
  if (current.trim() !== '' || items.length > 0) items.push(current);
  return items.map((item) => parseScalar(item, no));
}
