// A short line diff for the console: the changed lines of two texts with a little context,
// `-` for the committed text and `+` for the new one, cut after a few dozen lines.

/** The edit script between line arrays `a` and `b`: `[' ' | '-' | '+', line, lineNumberInA]`. */
function editScript(a, b) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ops = a.slice(0, start).map((text, i) => [' ', text, i + 1]);
  const n = endA - start;
  const m = endB - start;
  if (n * m > 4_000_000) {
    // Too large to align: all old lines out, all new lines in.
    for (let i = start; i < endA; i++) ops.push(['-', a[i], i + 1]);
    for (let j = start; j < endB; j++) ops.push(['+', b[j], endA + 1]);
  } else {
    // Longest common subsequence of the middle, then walked from the front.
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] =
          a[start + i] === b[start + j]
            ? lcs[(i + 1) * width + j + 1] + 1
            : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[start + i] === b[start + j]) {
        ops.push([' ', a[start + i], start + i + 1]);
        i++;
        j++;
      } else if (i < n && (j === m || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])) {
        ops.push(['-', a[start + i], start + i + 1]);
        i++;
      } else {
        ops.push(['+', b[start + j], start + i + 1]);
        j++;
      }
    }
  }
  for (let i = endA; i < a.length; i++) ops.push([' ', a[i], i + 1]);
  return ops;
}

/**
 * The diff from `before` to `after`: hunks headed `@@ line N @@` (N in `before`), `context`
 * unchanged lines around each change, at most `maxLines` lines in all.
 */
export function shortDiff(before, after, { context = 2, maxLines = 40 } = {}) {
  const ops = editScript(before.split('\n'), after.split('\n'));
  const keep = new Array(ops.length).fill(false);
  ops.forEach(([kind], index) => {
    if (kind === ' ') return;
    const from = Math.max(0, index - context);
    const to = Math.min(ops.length - 1, index + context);
    for (let k = from; k <= to; k++) keep[k] = true;
  });
  const lines = [];
  let previous = -2;
  ops.forEach(([kind, text, lineNumber], index) => {
    if (!keep[index]) return;
    if (index !== previous + 1) lines.push(`@@ line ${lineNumber} @@`);
    lines.push(`${kind}${text}`);
    previous = index;
  });
  if (lines.length <= maxLines) return lines.join('\n');
  return [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`].join('\n');
}
