/**
 * The difference between two texts, for a version comparison of a long text
 * field (a contract clause): the parts both share, the parts only the old
 * one has and the parts only the new one has, in order. Words of Latin script
 * and digits are compared whole, every other character (Chinese) alone.
 */
export interface TextDiffPart {
  op: 'same' | 'removed' | 'added';
  text: string;
}

const TOKENS = /[A-Za-z0-9_.,%-]+|\s+|[\s\S]/gu;
/** Beyond this many cells the middle is answered as removed and added whole, not aligned. */
const MAX_CELLS = 4_000_000;

function push(parts: TextDiffPart[], op: TextDiffPart['op'], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.op === op) last.text += text;
  else parts.push({ op, text });
}

export function textDiff(from: string, to: string): TextDiffPart[] {
  const a = from.match(TOKENS) ?? [];
  const b = to.match(TOKENS) ?? [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: TextDiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    // Longest common subsequence of the middle, walked from the front.
    const n = midA.length;
    const m = midB.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--) lcs[i][j] = midA[i] === midB[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push(parts, 'same', midA[i]);
        i++;
        j++;
      } else if (lcs[i + 1][j] >= lcs[i][j + 1]) push(parts, 'removed', midA[i++]);
      else push(parts, 'added', midB[j++]);
    }
    push(parts, 'removed', midA.slice(i).join(''));
    push(parts, 'added', midB.slice(j).join(''));
  }
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}
