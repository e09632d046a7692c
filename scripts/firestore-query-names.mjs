/** Where names are declared and called in one source file, and its local names for Firestore's functions. */

const FIRESTORE_API = new Set([
  'query',
  'collection',
  'collectionGroup',
  'where',
  'orderBy',
  'limit',
  'limitToLast',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'and',
  'or',
  'documentId',
]);

/**
 * Local names of Firestore's functions in `source` (renamed imports, destructured dynamic imports): each
 * local name with the function it stands for.
 */
export function firestoreNames(ts, source) {
  const api = new Map();
  const visitNames = (node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith('firebase/firestore')
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements)
          api.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
    if (ts.isBindingElement(node) && ts.isIdentifier(node.name) && ts.isObjectBindingPattern(node.parent)) {
      const imported =
        node.propertyName && ts.isIdentifier(node.propertyName) ? node.propertyName.text : node.name.text;
      if (FIRESTORE_API.has(imported)) api.set(node.name.text, imported);
    }
    ts.forEachChild(node, visitNames);
  };
  visitNames(source);
  return api;
}

/** Where `name` is declared, seen from `node`: a variable, a parameter or an import. */
export function declarationOf(ts, name, node) {
  for (let scope = node.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find((entry) => ts.isIdentifier(entry.name) && entry.name.text === name);
      if (parameter) return { parameter, fn: scope };
    }
    const statements = ts.isBlock(scope) || ts.isSourceFile(scope) ? scope.statements : undefined;
    for (const statement of statements ?? []) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
            return { variable: declaration, block: scope };
          }
        }
      }
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return { other: statement };
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        const element =
          bindings && ts.isNamedImports(bindings)
            ? bindings.elements.find((entry) => entry.name.text === name)
            : undefined;
        if (element) {
          return { imported: (element.propertyName ?? element.name).text, from: statement.moduleSpecifier.text };
        }
      }
    }
  }
  return undefined;
}

/** The name a function is called by in its file, if it has one. */
export function nameOfFunction(ts, fn) {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  return undefined;
}

/** Every call of `name` in `source`. */
export function callsOf(ts, source, name) {
  const calls = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) {
      calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}
