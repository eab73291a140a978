/**
 * Finds the renderer's own words that do not go through `t()`: literal
 * English a user would see. Svelte's own parser reads each component (and
 * each .svelte.ts rune module, wrapped as a script), so the scan sees the
 * template as Svelte does, not as a regular expression guesses it.
 *
 * Looked at: text nodes with a word in them; the attributes a user sees or
 * hears (aria-label, title, placeholder, alt, …) and the props that carry a
 * label to a child component; string literals an expression puts on screen
 * (`{x ? 'Yes' : 'No'}`, template literals); and, in script code, literals
 * that read as English words (a capitalised word or two words). Not looked
 * at: what `t()` is given, comparisons, object keys, imports, switch cases,
 * class names, refusal messages a component hands to the refusal area (they
 * are shown by code, through the errors catalogue), notes written into the
 * log (data, in the log's one language) and thrown errors.
 */
import { parse } from 'svelte/compiler';

/** One literal found: where, and its text. */
export interface Literal {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Attributes whose value a user reads or hears. */
const SEEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
]);
/** Props that pass words on to a child component (CardEntry's label, a dialog's title, …). */
const SEEN_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'hint',
  'help',
  'legend',
  'heading',
  'caption',
  'text',
  'message',
  'summary',
  'empty',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'ariaLabel',
  'description',
]);
/** Object properties whose string is not shown as it is written. */
const UNSHOWN_PROPERTIES = new Set([
  'code',
  'message',
  'note',
  'type',
  'kind',
  'id',
  'key',
  'keys',
  'where',
  'name',
  'value',
  'class',
  'role',
]);
/** Attributes whose value is markup, not words: classes, ids, links, roles, ARIA references and states. */
const MARKUP_ATTRIBUTES =
  /^(class|style|id|for|href|src|type|name|role|autocomplete|inputmode|list|rel|target|lang|dir|tabindex|data-.*|aria-(keyshortcuts|labelledby|describedby|controls|live|current|hidden|pressed|expanded|selected|disabled|checked|haspopup|owns|sort|modal|atomic|invalid|required))$/;
/** Calls whose string arguments are not shown: the translator, DOM look-ups, logging, errors, events. */
const UNSHOWN_CALLEES =
  /^(t|err|matchMedia|format|template|console\..*|document\..*|.*\.querySelector(All)?|.*\.getElementById|.*\.closest|.*\.addEventListener|.*\.removeEventListener|.*\.matches|.*\.dispatchEvent|.*\.startsWith|.*\.endsWith|.*\.includes|.*\.split|.*\.replace(All)?|.*\.test|.*\.match|.*\.setAttribute|.*\.getAttribute|.*\.toggleAttribute|.*\.has|.*\.get|.*\.set|.*\.delete|.*\.refuse|.*\.act|.*\.send|.*\.check|.*\.undoTo|.*\.open|.*\.focus|.*\.setMode|.*\.emit|Error|RegExp|Symbol|require|fetch|.*\.invoke|.*\.call|.*\.load|.*\.save|.*\.read|.*\.write|getContext|setContext|hasContext|.*\.localeCompare|.*\.toLocaleString|Intl\..*|.*\.formatToParts|toLocale.*)$/;

/** Words in a text: a letter pair (single letters are files, ranks, shortcut keys). */
const HAS_WORD = /\p{L}{2,}/u;
/** In script code, a string reads as English words: a capitalised word, or two words. */
const READS_AS_WORDS = /^[^\p{L}]*\p{Lu}\p{Ll}+|\p{L}{2,}[\s,;:]+\p{L}{2,}/u;

type Node = { readonly type: string; readonly start?: number; readonly end?: number; readonly [k: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';

/** The dotted name of a callee (`a.b.c`), or '' when it is not a plain name chain. */
function calleeName(n: unknown): string {
  if (!isNode(n)) return '';
  if (n.type === 'Identifier') return String(n['name']);
  if (n.type === 'MemberExpression') {
    const obj = calleeName(n['object']);
    const prop = n['property'];
    const p = isNode(prop) && prop.type === 'Identifier' ? String(prop['name']) : '';
    return `${obj === '' ? '*' : obj}.${p}`;
  }
  if (n.type === 'ThisExpression') return 'this';
  if (n.type === 'CallExpression') return `${calleeName(n['callee'])}()`;
  return '';
}

function lineOf(source: string, at: number): number {
  let line = 1;
  for (let i = 0; i < at && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

function literalText(n: Node): string | null {
  if (n.type === 'Literal' && typeof n['value'] === 'string') return n['value'];
  if (n.type === 'TemplateLiteral') {
    const quasis = n['quasis'] as readonly Node[];
    return quasis.map((q) => String((q['value'] as { cooked?: string }).cooked ?? '')).join('…');
  }
  return null;
}

/**
 * Walks code, reporting string literals that reach the user. `shown`: the
 * expression's value is put on screen (text or a seen attribute), so any
 * word counts; otherwise (script code) only strings that read as words.
 */
function walkCode(n: unknown, shown: boolean, report: (node: Node, text: string) => void): void {
  if (Array.isArray(n)) {
    for (const c of n) walkCode(c, shown, report);
    return;
  }
  if (!isNode(n)) return;
  switch (n.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'TSTypeAnnotation':
    case 'TSTypeAliasDeclaration':
    case 'TSInterfaceDeclaration':
    case 'TSAsExpression':
    case 'TSTypeParameterInstantiation':
    case 'TSLiteralType':
    case 'SwitchCase':
    case 'ThrowStatement':
      if (n.type === 'TSAsExpression') walkCode(n['expression'], shown, report);
      if (n.type === 'SwitchCase') walkCode(n['consequent'], shown, report);
      return;
    case 'Literal':
    case 'TemplateLiteral': {
      const text = literalText(n);
      if (text !== null && (shown ? HAS_WORD.test(text) : READS_AS_WORDS.test(text))) report(n, text);
      if (n.type === 'TemplateLiteral') walkCode(n['expressions'], shown, report);
      return;
    }
    case 'BinaryExpression': {
      const op = String(n['operator']);
      if (op === '+') walkCode([n['left'], n['right']], shown, report);
      else if (!['===', '!==', '==', '!=', 'in', 'instanceof'].includes(op)) walkCode([n['left'], n['right']], false, report);
      return;
    }
    case 'CallExpression':
    case 'NewExpression': {
      const name = calleeName(n['callee']);
      if (UNSHOWN_CALLEES.test(name) || /^(.*\.)?[A-Za-z]*Error$/.test(name)) return;
      // A list put on screen: what it maps to, and the separator it is joined with, are shown too.
      const listed = shown && /\.(join|map|flatMap|concat)$/.test(name);
      const callee = n['callee'];
      if (listed && isNode(callee) && callee.type === 'MemberExpression') {
        walkCode(callee['object'], true, report);
        walkCode(callee['property'], false, report);
      } else walkCode(callee, false, report);
      for (const a of n['arguments'] as readonly unknown[]) {
        if (listed && isNode(a) && (a.type === 'ArrowFunctionExpression' || a.type === 'FunctionExpression'))
          walkCode(a['body'], true, report);
        else walkCode(a, listed, report);
      }
      return;
    }
    case 'Property': {
      const key = n['key'];
      const keyName = isNode(key) ? String(key['name'] ?? key['value'] ?? '') : '';
      if (n['computed'] === true) walkCode(key, false, report);
      if (UNSHOWN_PROPERTIES.has(keyName)) return;
      walkCode(n['value'], shown || SEEN_PROPS.has(keyName), report);
      return;
    }
    case 'MemberExpression':
      walkCode(n['object'], false, report);
      if (n['computed'] === true) walkCode(n['property'], false, report);
      return;
    case 'ConditionalExpression':
      walkCode(n['test'], false, report);
      walkCode([n['consequent'], n['alternate']], shown, report);
      return;
    case 'LogicalExpression':
    case 'SequenceExpression':
    case 'ArrayExpression':
    case 'ChainExpression':
    case 'ParenthesizedExpression':
    case 'AwaitExpression':
      for (const [k, v] of Object.entries(n)) if (k !== 'type') walkCode(v, shown, report);
      return;
    default:
      // Anything else (functions, statements, declarations) is code whose strings are seen only if they read as words.
      for (const [k, v] of Object.entries(n)) if (k !== 'type' && k !== 'loc' && k !== 'metadata') walkCode(v, false, report);
  }
}

/** Walks a template fragment (Svelte's modern AST). */
function walkTemplate(n: unknown, report: (node: Node, text: string) => void, inCode: boolean): void {
  if (Array.isArray(n)) {
    for (const c of n) walkTemplate(c, report, inCode);
    return;
  }
  if (!isNode(n)) return;
  switch (n.type) {
    case 'Text': {
      const text = String(n['data']);
      if (!inCode && HAS_WORD.test(text)) report(n, text.trim());
      return;
    }
    case 'ExpressionTag':
      walkCode(n['expression'], true, report);
      return;
    case 'Attribute': {
      const name = String(n['name']);
      if (MARKUP_ATTRIBUTES.test(name)) return;
      const seen = SEEN_ATTRIBUTES.has(name) || (n['parentIsComponent'] === true && SEEN_PROPS.has(name));
      const value = n['value'];
      const parts: readonly unknown[] = Array.isArray(value) ? value : [value];
      for (const p of parts) {
        if (!isNode(p)) continue;
        if (p.type === 'Text') {
          if (seen && HAS_WORD.test(String(p['data']))) report(p, String(p['data']));
        } else if (p.type === 'ExpressionTag') walkCode(p['expression'], seen, report);
      }
      return;
    }
    case 'Comment':
    case 'StyleSheet':
      return;
    case 'Component':
    case 'SvelteComponent':
    case 'SvelteSelf': {
      for (const a of n['attributes'] as readonly Node[])
        walkTemplate(a.type === 'Attribute' ? { ...a, parentIsComponent: true } : a, report, inCode);
      walkTemplate(n['fragment'], report, inCode);
      return;
    }
    case 'RegularElement': {
      walkTemplate(n['attributes'], report, inCode);
      // <style> and <script> inside markup are not words on screen.
      walkTemplate(n['fragment'], report, inCode || n['name'] === 'style' || n['name'] === 'script');
      return;
    }
    case 'IfBlock':
    case 'EachBlock':
    case 'AwaitBlock':
    case 'KeyBlock':
    case 'SnippetBlock': {
      for (const [k, v] of Object.entries(n)) {
        if (['test', 'expression', 'key', 'context', 'index', 'value', 'error', 'parameters'].includes(k)) walkCode(v, false, report);
        else if (k !== 'type') walkTemplate(v, report, inCode);
      }
      return;
    }
    case 'ConstTag':
      walkCode(n['declaration'], false, report);
      return;
    case 'RenderTag':
      walkCode(n['expression'], false, report);
      return;
    case 'Fragment':
      walkTemplate(n['nodes'], report, inCode);
      return;
    default:
      for (const [k, v] of Object.entries(n)) {
        if (k === 'expression' || k === 'value') walkCode(v, false, report);
        else if (k !== 'type' && k !== 'metadata') walkTemplate(v, report, inCode);
      }
  }
}

/** The literal user-visible words of one file (a .svelte component, or a .ts module read as a script). */
export function literalsOf(file: string, source: string): Literal[] {
  const isSvelte = file.endsWith('.svelte');
  const prefix = '<script lang="ts">';
  const text = isSvelte ? source : `${prefix}${source}</script>`;
  const shift = isSvelte ? 0 : prefix.length;
  const found: Literal[] = [];
  const report = (node: Node, t: string) => found.push({ file, line: lineOf(source, (node.start ?? 0) - shift), text: t });
  const ast = parse(text, { modern: true });
  if (ast.instance) walkCode(ast.instance.content, false, report);
  if (ast.module) walkCode(ast.module.content, false, report);
  walkTemplate(ast.fragment, report, false);
  return found.sort((a, b) => a.line - b.line);
}
