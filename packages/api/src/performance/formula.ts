/**
 * The formula of an automatic indicator: a safe arithmetic expression over the
 * named measures (measures.ts), parsed here by recursive descent and never run
 * as code. Grammar:
 *   expr    := term (('+' | '-') term)*
 *   term    := unary (('*' | '/') unary)*
 *   unary   := '-' unary | primary
 *   primary := number | measure | fn '(' expr (',' expr)* ')' | '(' expr ')'
 * Functions: `default(x, d)` is d when x divides by zero; `min`, `max` of two.
 * A division whose divisor is not a nonzero constant may divide by zero, so it
 * must sit inside a `default(...)`: checked when the indicator is saved.
 */

export type Node =
  | { kind: 'num'; value: number }
  | { kind: 'measure'; name: string }
  | { kind: 'neg'; arg: Node }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Node; right: Node }
  | { kind: 'call'; fn: 'default' | 'min' | 'max'; args: Node[] };

/** Why a formula is refused: the message key (i18n `rule.*`) and its parameters. */
export class FormulaError extends Error {
  readonly key: 'rule.formulaSyntax' | 'rule.formulaUnknownMeasure' | 'rule.formulaDivision';
  readonly params: Record<string, unknown>;
  constructor(key: 'rule.formulaSyntax' | 'rule.formulaUnknownMeasure' | 'rule.formulaDivision', params: Record<string, unknown>) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

const FUNCTIONS = new Set(['default', 'min', 'max']);
const MAX_LENGTH = 500;

type Token = { t: 'num' | 'id' | 'op'; v: string; at: number };

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/(),]))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) throw new FormulaError('rule.formulaSyntax', { position: at + 1 });
    const start = at + m[0].length - (m[1] ?? m[2] ?? m[3]).length;
    if (m[1] !== undefined) out.push({ t: 'num', v: m[1], at: start });
    else if (m[2] !== undefined) out.push({ t: 'id', v: m[2], at: start });
    else out.push({ t: 'op', v: m[3], at: start });
    at = re.lastIndex;
  }
  return out;
}

/** Parses `text`; measure names are checked against `measures`. Throws FormulaError. */
export function parseFormula(text: string, measures: ReadonlySet<string>): Node {
  if (text.length > MAX_LENGTH) throw new FormulaError('rule.formulaSyntax', { position: MAX_LENGTH + 1 });
  const tokens = tokenize(text);
  let i = 0;
  const peek = () => tokens[i];
  const fail = (): never => {
    throw new FormulaError('rule.formulaSyntax', { position: (peek()?.at ?? text.length) + 1 });
  };
  const eat = (v: string) => {
    if (peek()?.t !== 'op' || peek().v !== v) fail();
    i++;
  };

  const expr = (): Node => {
    let left = term();
    while (peek()?.t === 'op' && (peek().v === '+' || peek().v === '-')) {
      const op = tokens[i++].v as '+' | '-';
      left = { kind: 'bin', op, left, right: term() };
    }
    return left;
  };
  const term = (): Node => {
    let left = unary();
    while (peek()?.t === 'op' && (peek().v === '*' || peek().v === '/')) {
      const op = tokens[i++].v as '*' | '/';
      left = { kind: 'bin', op, left, right: unary() };
    }
    return left;
  };
  const unary = (): Node => {
    if (peek()?.t === 'op' && peek().v === '-') {
      i++;
      return { kind: 'neg', arg: unary() };
    }
    return primary();
  };
  const primary = (): Node => {
    const tok = peek();
    if (!tok) return fail();
    if (tok.t === 'num') {
      i++;
      return { kind: 'num', value: Number(tok.v) };
    }
    if (tok.t === 'op' && tok.v === '(') {
      i++;
      const inner = expr();
      eat(')');
      return inner;
    }
    if (tok.t !== 'id') return fail();
    i++;
    if (FUNCTIONS.has(tok.v) && peek()?.t === 'op' && peek().v === '(') {
      i++;
      const args = [expr()];
      while (peek()?.t === 'op' && peek().v === ',') {
        i++;
        args.push(expr());
      }
      eat(')');
      if (args.length !== 2) throw new FormulaError('rule.formulaSyntax', { position: tok.at + 1 });
      return { kind: 'call', fn: tok.v as 'default' | 'min' | 'max', args };
    }
    if (!measures.has(tok.v)) throw new FormulaError('rule.formulaUnknownMeasure', { value: tok.v });
    return { kind: 'measure', name: tok.v };
  };

  if (!tokens.length) fail();
  const tree = expr();
  if (i < tokens.length) fail();
  checkDivisions(tree, false);
  return tree;
}

/** A constant subtree's value (no measure in it), else null. */
function constant(node: Node): number | null {
  try {
    return measuresOf(node).size ? null : evaluate(node, {});
  } catch {
    return null;
  }
}

function checkDivisions(node: Node, guarded: boolean): void {
  if (node.kind === 'neg') checkDivisions(node.arg, guarded);
  // Only the first argument of `default` is guarded: its fallback must stand on its own.
  if (node.kind === 'call') node.args.forEach((a, n) => checkDivisions(a, guarded || (node.fn === 'default' && n === 0)));
  if (node.kind !== 'bin') return;
  checkDivisions(node.left, guarded);
  checkDivisions(node.right, guarded);
  if (node.op !== '/' || guarded) return;
  const c = constant(node.right);
  if (c === null || c === 0) throw new FormulaError('rule.formulaDivision', { value: render(node.right) });
}

/** The measure names a formula reads. */
export function measuresOf(node: Node, into = new Set<string>()): Set<string> {
  if (node.kind === 'measure') into.add(node.name);
  if (node.kind === 'neg') measuresOf(node.arg, into);
  if (node.kind === 'bin') {
    measuresOf(node.left, into);
    measuresOf(node.right, into);
  }
  if (node.kind === 'call') for (const a of node.args) measuresOf(a, into);
  return into;
}

class DivisionByZero extends Error {}

/** The formula's value for one supplier's measures (a measure absent counts 0). */
export function evaluate(node: Node, values: Record<string, number>): number {
  switch (node.kind) {
    case 'num':
      return node.value;
    case 'measure':
      return values[node.name] ?? 0;
    case 'neg':
      return -evaluate(node.arg, values);
    case 'call': {
      if (node.fn === 'default') {
        try {
          return evaluate(node.args[0], values);
        } catch (e) {
          if (e instanceof DivisionByZero) return evaluate(node.args[1], values);
          throw e;
        }
      }
      const [a, b] = node.args.map((x) => evaluate(x, values));
      return node.fn === 'min' ? Math.min(a, b) : Math.max(a, b);
    }
    case 'bin': {
      const l = evaluate(node.left, values);
      const r = evaluate(node.right, values);
      if (node.op === '+') return l + r;
      if (node.op === '-') return l - r;
      if (node.op === '*') return l * r;
      if (r === 0) throw new DivisionByZero();
      return l / r;
    }
  }
}

/** A subtree written back, to name it in a message. */
export function render(node: Node): string {
  switch (node.kind) {
    case 'num':
      return String(node.value);
    case 'measure':
      return node.name;
    case 'neg':
      return `-${render(node.arg)}`;
    case 'call':
      return `${node.fn}(${node.args.map(render).join(', ')})`;
    case 'bin':
      return `${wrap(node.left)} ${node.op} ${wrap(node.right)}`;
  }
}

const wrap = (node: Node): string => (node.kind === 'bin' ? `(${render(node)})` : render(node));

/**
 * The formula as a SQL expression over `column(measure)`, so a scheme scores
 * every supplier in one statement: a division yields NULL on a zero divisor,
 * which `default` turns into its fallback (COALESCE); min and max stay NULL
 * when either side is, as `evaluate` would fall back.
 */
export function toSql(node: Node, column: (measure: string) => string): string {
  const sql = (n: Node) => toSql(n, column);
  switch (node.kind) {
    case 'num':
      return `${node.value}::numeric`;
    case 'measure':
      return column(node.name);
    case 'neg':
      return `(-${sql(node.arg)})`;
    case 'bin':
      return node.op === '/' ? `(${sql(node.left)} / NULLIF(${sql(node.right)}, 0))` : `(${sql(node.left)} ${node.op} ${sql(node.right)})`;
    case 'call': {
      const [a, b] = node.args.map(sql);
      if (node.fn === 'default') return `COALESCE(${a}, ${b})`;
      return `(CASE WHEN ${a} IS NULL OR ${b} IS NULL THEN NULL ELSE ${node.fn === 'min' ? 'LEAST' : 'GREATEST'}(${a}, ${b}) END)`;
    }
  }
}
