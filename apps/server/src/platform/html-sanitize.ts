/*
 * Rich text from an editor, cleaned with an allow-list before it is stored (CMS articles, and any
 * other area that keeps HTML a reader will see). Whatever is not on the list goes: script, style
 * and frame elements with their content, comments, event handlers (onerror=…), and URLs other than
 * http(s), mailto, site-relative and, for images, raster data URLs. Text keeps its entities; a
 * stray `<` or `>` is escaped. No dependency: the lists are short and the output is rebuilt
 * from what was recognised, never copied through.
 */

const TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup',
  'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'figure', 'figcaption',
]);
const VOID = new Set(['br', 'hr', 'img']);
/** Elements dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select']);
const ATTRS: Record<string, Set<string>> = {
  '*': new Set(['style', 'title', 'class']),
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'align']),
  th: new Set(['colspan', 'rowspan', 'align']),
  p: new Set(['align']),
};
const STYLE_PROPS = new Set([
  'color', 'background-color', 'text-align', 'font-size', 'font-weight', 'font-style', 'text-decoration', 'text-indent',
  'line-height', 'width', 'height', 'margin', 'padding', 'border', 'vertical-align',
]);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, e: string) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
    }
    return NAMED[e.toLowerCase()] ?? m;
  });
}
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function safeUrl(raw: string, image: boolean): string | null {
  // Control characters and whitespace inside a scheme ("java\tscript:") are ignored by browsers.
  const v = [...decodeEntities(raw)].filter((c) => { const n = c.codePointAt(0)!; return n > 0x20 && (n < 0x7f || n > 0x9f); }).join('');
  const decoded = decodeEntities(raw).trim();
  if (/^(https?:|mailto:)/i.test(v) || /^\/(?!\/)/.test(v) || /^#/.test(v)) return decoded;
  if (image && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(v)) return v;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(v) && !v.startsWith('//') && !v.startsWith('\\')) return decoded;
  return null;
}

function safeStyle(raw: string): string | null {
  const out: string[] = [];
  for (const decl of decodeEntities(raw).split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    if (!STYLE_PROPS.has(prop) || !value) continue;
    if (/url\s*\(|expression|javascript|[\\<>"'@]/i.test(value) || !/^[#\w\s.,%()-]+$/.test(value)) continue;
    out.push(`${prop}: ${value}`);
  }
  return out.length ? out.join('; ') : null;
}

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

function cleanAttrs(tag: string, raw: string): string {
  const allowed = ATTRS[tag];
  let out = '';
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    if (!(ATTRS['*'].has(name) || allowed?.has(name))) continue;
    let value = m[2] ?? '';
    if (value.startsWith('"') || value.startsWith("'")) value = value.slice(1, -1);
    let clean: string | null;
    if (name === 'href' || name === 'src') clean = safeUrl(value, name === 'src');
    else if (name === 'style') clean = safeStyle(value);
    else if (name === 'target') clean = value === '_blank' ? '_blank' : null;
    else if (name === 'rel') clean = null;
    else clean = decodeEntities(value);
    if (clean === null) continue;
    out += ` ${name}="${escapeAttr(clean)}"`;
  }
  if (tag === 'a' && /target="_blank"/.test(out)) out += ' rel="noopener noreferrer"';
  return out;
}

const TOKEN_RE = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[<>]/g;

/** The allow-listed HTML of `html` (see the file comment). Idempotent: cleaning clean HTML changes nothing. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  let depth = 0;
  for (const m of html.matchAll(TOKEN_RE)) {
    const at = m.index;
    if (!dropping) out += html.slice(last, at);
    last = at + m[0].length;
    const [token, close, rawName, attrs] = m;
    if (!rawName) {
      if (!dropping && (token === '<' || token === '>')) out += token === '<' ? '&lt;' : '&gt;';
      continue;
    }
    const tag = rawName.toLowerCase();
    if (dropping) {
      if (tag === dropping) depth += close ? -1 : 1;
      if (depth === 0) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!close && !/\/\s*$/.test(attrs)) { dropping = tag; depth = 1; }
      continue;
    }
    if (!TAGS.has(tag)) continue;
    if (close) { if (!VOID.has(tag)) out += `</${tag}>`; continue; }
    out += `<${tag}${cleanAttrs(tag, attrs)}${VOID.has(tag) ? ' /' : ''}>`;
  }
  if (!dropping) out += html.slice(last);
  return out;
}
