/**
 * The structure of generated files, for tests that compare output made from hostile spec text with output
 * made from harmless text: TypeScript as node kinds and JSDoc tags (names, literals and comment text left out),
 * Markdown as one block kind per line, with raw HTML and code fences called out.
 */
import ts from 'typescript';

/** Names of declarations and member keys: identifier, string literal or computed string key alike. */
function isName(node: ts.Node): boolean {
  const parent = node.parent as ts.Node | undefined;
  if (parent === undefined) return false;
  if (
    ts.isIdentifier(node) ||
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isComputedPropertyName(node)
  ) {
    return (
      ((ts.isPropertySignature(parent) ||
        ts.isMethodSignature(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isMethodDeclaration(parent)) &&
        parent.name === node) ||
      (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
      (ts.isElementAccessExpression(parent) && parent.argumentExpression === node && ts.isStringLiteral(node))
    );
  }
  return false;
}

/**
 * The structure of a TypeScript file: node kinds in order, with names, literals and comment text left out but
 * every JSDoc tag name kept. `topLevel` stops at the statements and the members of declarations.
 */
export function tsShape(text: string, topLevel: boolean): string[] {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.ES2022, true);
  const diagnostics = (file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics;
  const shape: string[] = diagnostics.map((d) => `parse error: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  const tags = (node: ts.Node): string =>
    ts
      .getJSDocCommentsAndTags(node)
      .flatMap((doc) => [
        ...(ts.isJSDoc(doc) ? (doc.tags ?? []).map((t) => `@${t.tagName.text}`) : []),
        ...(ts.isJSDoc(doc) && typeof doc.comment !== 'string'
          ? (doc.comment ?? []).filter((c) => c.kind !== ts.SyntaxKind.JSDocText).map((c) => ts.SyntaxKind[c.kind])
          : []),
      ])
      .join(' ');
  const visit = (node: ts.Node, depth: number): void => {
    if (isName(node)) {
      shape.push('name');
      return;
    }
    // `a.b` and `a['b c']` are the same access; literal values are left out.
    const kind =
      ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)
        ? 'PropertyAccessExpression'
        : ts.SyntaxKind[node.kind];
    const docTags = tags(node);
    shape.push(docTags === '' ? kind : `${kind} ${docTags}`);
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isNumericLiteral(node) ||
      ts.isIdentifier(node)
    )
      return;
    if (topLevel && depth >= 2) return;
    ts.forEachChild(node, (child) => visit(child, depth + 1));
  };
  file.statements.forEach((s) => visit(s, 0));
  return shape;
}

/** Code spans removed (by the CommonMark rule), leaving the text around them. */
function withoutCodeSpans(line: string): string {
  let out = '';
  let rest = line;
  for (;;) {
    const open = /(?<!\\)(`+)/.exec(rest);
    if (open === null) return out + rest;
    const after = rest.slice(open.index + open[0].length);
    const close = new RegExp(`(?<!\`)${open[0]}(?!\`)`).exec(after);
    if (close === null) {
      out += rest.slice(0, open.index + open[0].length);
      rest = after;
      continue;
    }
    out += rest.slice(0, open.index);
    rest = after.slice(close.index + close[0].length);
  }
}

/** One entry per README line: its block kind; raw HTML outside code is reported as its own entry. */
export function markdownShape(readme: string): string[] {
  const shape: string[] = [];
  let fence: string | undefined;
  const lines = readme.split('\n');
  lines.forEach((line, index) => {
    if (index === 0) {
      shape.push(
        line.startsWith('<!-- Generated from ') && line.endsWith(' -->') && !line.slice(4, -3).includes('--')
          ? 'banner'
          : `bad banner: ${line}`,
      );
      return;
    }
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
        fence = undefined;
        shape.push('fence close');
      } else shape.push('code');
      return;
    }
    if (marker !== undefined) {
      fence = marker;
      shape.push(`fence open ${line.slice(line.indexOf(marker) + marker.length)}`);
      return;
    }
    const kind =
      line.trim() === ''
        ? 'blank'
        : /^ {0,3}#{1,6}( |$)/.test(line)
          ? `heading ${line}`
          : /^ {0,3}>/.test(line)
            ? 'quote'
            : /^ {0,3}([-+*]|\d{1,9}[.)])( |$)/.test(line)
              ? 'list'
              : /^ {0,3}\|/.test(line)
                ? `table ${line.split(/(?<!\\)\|/).length}`
                : /^ {0,3}(=+|-+) *$/.test(line)
                  ? 'setext'
                  : 'text';
    shape.push(kind);
    const html = /(?<!\\)(?:\\\\)*<[A-Za-z/!?]/.exec(withoutCodeSpans(line));
    if (html !== null) shape.push(`raw HTML: ${line}`);
  });
  return shape;
}

/**
 * Where a `__PURE__` annotation stands anywhere but as a comment of its own in code: inside a string or
 * template literal, or inside another comment (a doc comment of spec text). The generator writes the annotation
 * as part of the calls it prints, so spec text never carries one in.
 */
export function pureMarksOutsideCode(text: string): string[] {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  let blanked = text;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (node.text.includes('__PURE__')) found.push(`in a literal: ${node.getText(file)}`);
      const start = node.getStart(file);
      blanked = blanked.slice(0, start) + ' '.repeat(node.end - start) + blanked.slice(node.end);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const comment of blanked.match(/\/\*[\s\S]*?\*\//g) ?? []) {
    if (comment.includes('__PURE__') && comment !== '/*#__PURE__*/') found.push(`in a comment: ${comment}`);
  }
  return found;
}
