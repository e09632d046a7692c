/**
 * Firestore returns a limited query's documents by id unless the query is ordered, so `limit(500)` without
 * `orderBy()` keeps whichever 500 ids sort first, and an archive's newest items silently go missing (issue
 * 26: 15 of 23 upcoming events vanished behind 600 past ones). This rule refuses `limit()` or
 * `limitToLast()` from firebase/firestore unless an `orderBy()` from there goes with it: among the same
 * query's constraints, or, when those are built up elsewhere (a spread, an array pushed to), in the same
 * function. See docs/decisions/0031-ordered-limited-queries.md.
 */

const FIRESTORE = new Set(['firebase/firestore', 'firebase/firestore/lite']);
const LIMITS = new Set(['limit', 'limitToLast']);

/** @param {import('estree').Node | null | undefined} node @param {Set<string>} names */
function isCallOf(node, names) {
  return node?.type === 'CallExpression' && node.callee.type === 'Identifier' && names.has(node.callee.name);
}

/** An `orderBy(...)` call, or a name given one (`const newestFirst = orderBy('createdAt', 'desc')`). */
function isOrder(node, orders, orderNames) {
  return isCallOf(node, orders) || (node?.type === 'Identifier' && orderNames.has(node.name));
}

/** @param {import('estree').Node} node */
function enclosingFunction(node) {
  /** @type {any} */
  let current = node.parent;
  while (current) {
    if (
      current.type === 'FunctionDeclaration' ||
      current.type === 'FunctionExpression' ||
      current.type === 'ArrowFunctionExpression'
    ) {
      return current;
    }
    if (current.type === 'Program') return current;
    current = current.parent;
  }
  return null;
}

/** Whether `root` holds a call to one of `names` anywhere inside it. */
function containsCall(root, names, visitorKeys) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node.type !== 'string') continue;
    if (isCallOf(node, names)) return true;
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key];
      if (Array.isArray(child)) stack.push(...child);
      else if (child) stack.push(child);
    }
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const limitNeedsOrderBy = {
  meta: {
    type: 'problem',
    docs: { description: 'A Firestore limit() needs an orderBy(): otherwise the server keeps the first ids.' },
    schema: [],
    messages: {
      unordered:
        'Order this query before limiting it (orderBy): unordered, Firestore keeps the documents whose ids sort first and the rest silently go missing.',
    },
  },
  create(context) {
    /** Local names of limit/limitToLast, orderBy and query imported from Firestore. */
    const limits = new Set();
    const orders = new Set();
    const queries = new Set();
    /** Names bound to an orderBy call, and the limit calls to judge once the whole file is read. */
    const orderNames = new Set();
    const limitCalls = [];
    const visitorKeys = context.sourceCode.visitorKeys;

    /** @param {any} node a limit()/limitToLast() call */
    function judge(node) {
      const parent = node.parent;
      const siblings =
        isCallOf(parent, queries) && parent.arguments.includes(node)
          ? parent.arguments
          : parent?.type === 'ArrayExpression'
            ? parent.elements
            : null;
      if (siblings) {
        if (siblings.some((sibling) => isOrder(sibling, orders, orderNames))) return;
        // Every constraint is here and none orders: refused. A spread brings others: look wider.
        if (!siblings.some((sibling) => sibling?.type === 'SpreadElement')) {
          context.report({ node, messageId: 'unordered' });
          return;
        }
      }
      const scope = enclosingFunction(node);
      if (scope && containsCall(scope, orders, visitorKeys)) return;
      context.report({ node, messageId: 'unordered' });
    }

    // Names taken from `await import('firebase/firestore')` by destructuring (code loaded on first use):
    // counted once the file is known to import Firestore that way.
    let importsFirestoreLater = false;
    const destructured = [];
    const calls = [];
    const declarators = [];
    return {
      ImportExpression(node) {
        if (node.source.type === 'Literal' && FIRESTORE.has(String(node.source.value))) importsFirestoreLater = true;
      },
      Property(node) {
        if (node.parent.type !== 'ObjectPattern' || node.computed) return;
        const key = node.key.type === 'Identifier' ? node.key.name : String(node.key.value);
        if (node.value.type === 'Identifier') destructured.push([key, node.value.name]);
      },
      VariableDeclarator(node) {
        declarators.push(node);
      },
      'Program:exit'() {
        if (importsFirestoreLater) {
          for (const [imported, local] of destructured) {
            if (LIMITS.has(imported)) limits.add(local);
            if (imported === 'orderBy') orders.add(local);
            if (imported === 'query') queries.add(local);
          }
        }
        for (const node of declarators) {
          if (node.id.type === 'Identifier' && isCallOf(node.init, orders)) orderNames.add(node.id.name);
        }
        for (const node of calls) if (isCallOf(node, limits)) limitCalls.push(node);
        for (const node of limitCalls) judge(node);
      },
      ImportDeclaration(node) {
        if (!FIRESTORE.has(String(node.source.value))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const imported =
            specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
          if (LIMITS.has(imported)) limits.add(specifier.local.name);
          if (imported === 'orderBy') orders.add(specifier.local.name);
          if (imported === 'query') queries.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        calls.push(node);
      },
    };
  },
};
