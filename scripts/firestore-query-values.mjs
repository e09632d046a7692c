import { NAME } from './firestore-indexes-lib.mjs';
import { callsOf, declarationOf, firestoreNames, nameOfFunction } from './firestore-query-names.mjs';

/*
 * The values a query's parts may have in the source (firestore-query-scan.mjs reads every `query(...)` from
 * firebase/firestore), read with the TypeScript parser (passed in as `ts`, so that importing this module
 * loads nothing). What it follows: string
 * literals and constants (also exported from another file under src/), `const` bindings, array literals
 * and spreads, `push` onto a `const` array (each `if` branch is one possibility), `a ? b : c` (both),
 * and a function's parameter through that function's calls in the same file. Anything else (a field
 * name from a variable, filters built with `.map`, a template string) makes the query unresolved.
 */

const CURSORS = new Set(['limit', 'startAt', 'startAfter', 'endAt', 'endBefore']);
/** Past this many possibilities a query is reported unresolved rather than enumerated. */
const MAX_ALTERNATIVES = 256;

export class Unresolved extends Error {}

/** Each combination of one value from every list. */
function product(lists) {
  let result = [[]];
  for (const list of lists) {
    result = result.flatMap((sofar) => list.map((value) => [...sofar, value]));
    if (result.length > MAX_ALTERNATIVES) throw new Unresolved('too many combinations');
  }
  return result;
}

/**
 * Reads `files` with the TypeScript parser (`ts`): `sourceOf` parses a file once, and `resolver` gives a
 * file's `values` (every value an expression may have there, as far as a query's shape goes) and `apiName`
 * (which of Firestore's functions a call is, under whatever local name).
 * @param {typeof import('typescript')} ts
 * @param {readonly { fileName: string, text: string }[]} files every source file (paths relative to the repository)
 */
export function createResolvers(ts, files) {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const parsed = new Map();
  const sourceOf = (fileName) => {
    if (!parsed.has(fileName)) {
      const file = byName.get(fileName);
      const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      parsed.set(fileName, file && ts.createSourceFile(fileName, file.text, ts.ScriptTarget.Latest, true, kind));
    }
    return parsed.get(fileName);
  };

  /** The file an import specifier names, among `files` (the `@/` alias is `src/`). */
  function moduleFile(from, specifier) {
    let base;
    if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
    else if (specifier.startsWith('.')) {
      const parts = [...from.split('/').slice(0, -1), ...specifier.split('/')];
      const out = [];
      for (const part of parts) {
        if (part === '..') out.pop();
        else if (part !== '.') out.push(part);
      }
      base = out.join('/');
    } else return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((name) => byName.has(name));
  }

  /** An exported `const NAME = 'text'` of another file. */
  function exportedString(fileName, name, seen) {
    const source = sourceOf(fileName);
    if (!source) throw new Unresolved(`${name} from a file not read`);
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
            return resolver(source).values(declaration.initializer, seen);
          }
        }
      }
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause) {
        const element = ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements.find((entry) => entry.name.text === name)
          : undefined;
        const target = element && moduleFile(fileName, statement.moduleSpecifier.text);
        if (target) return exportedString(target, (element.propertyName ?? element.name).text, seen);
      }
    }
    throw new Unresolved(`${name} is not a constant of ${fileName}`);
  }

  const resolvers = new Map();
  function resolver(source) {
    if (resolvers.has(source)) return resolvers.get(source);
    const api = firestoreNames(ts, source);
    const apiName = (node) =>
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? api.get(node.expression.text) : undefined;

    const snippet = (node) => node.getText(source).replace(/\s+/g, ' ').slice(0, 60);

    /** The lists a `const` array ends up as after the `push` calls in its block, one per path. */
    function pushedLists(name, statements, seen) {
      let lists = [[]];
      for (const statement of statements) {
        if (!mentionsPush(statement, name)) continue;
        let added;
        if (ts.isExpressionStatement(statement) && isPush(statement.expression, name)) {
          added = product(statement.expression.arguments.map((argument) => elementValues(argument, seen)));
          added = added.map((parts) => parts.flat());
        } else if (ts.isIfStatement(statement)) {
          added = [];
          let branch = statement;
          while (branch && ts.isIfStatement(branch)) {
            added.push(...pushedLists(name, statementsOf(branch.thenStatement), seen));
            branch = branch.elseStatement;
          }
          if (branch) added.push(...pushedLists(name, statementsOf(branch), seen));
          else added.push([]);
        } else if (ts.isBlock(statement)) {
          added = pushedLists(name, statement.statements, seen);
        } else {
          throw new Unresolved(`${name} is added to in a ${ts.SyntaxKind[statement.kind]}`);
        }
        lists = product([lists, added]).map(([left, right]) => [...left, ...right]);
      }
      return lists;
    }
    const statementsOf = (statement) => (ts.isBlock(statement) ? statement.statements : [statement]);
    const isPush = (node, name) =>
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'push' &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === name;
    function mentionsPush(node, name) {
      if (isPush(node, name)) return true;
      return ts.forEachChild(node, (child) => mentionsPush(child, name)) ?? false;
    }

    /** An array element or call argument: a spread gives its lists' items, anything else one value. */
    function elementValues(node, seen) {
      if (ts.isSpreadElement(node)) {
        return values(node.expression, seen).map((value) => {
          if (value.kind !== 'list') throw new Unresolved(`spread of ${snippet(node.expression)}`);
          return value.items;
        });
      }
      return values(node, seen).map((value) => [value]);
    }

    function strings(node, seen) {
      return values(node, seen).map((value) => {
        if (value.kind !== 'string') throw new Unresolved(`not a text: ${snippet(node)}`);
        return value.text;
      });
    }

    function fieldNames(node, seen) {
      if (apiName(node) === 'documentId') return [NAME];
      return strings(node, seen);
    }

    /** Every value `node` may have here, as far as a query's shape goes. */
    function values(node, seen = new Set()) {
      if (seen.size > 40) throw new Unresolved('too deep');
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        return [{ kind: 'string', text: node.text }];
      if (
        ts.isParenthesizedExpression(node) ||
        ts.isAsExpression(node) ||
        ts.isNonNullExpression(node) ||
        ts.isSatisfiesExpression(node) ||
        ts.isTypeAssertionExpression(node)
      ) {
        return values(node.expression, seen);
      }
      if (ts.isConditionalExpression(node)) return [...values(node.whenTrue, seen), ...values(node.whenFalse, seen)];
      if (ts.isArrayLiteralExpression(node)) {
        return product(node.elements.map((element) => elementValues(element, seen))).map((parts) => ({
          kind: 'list',
          items: parts.flat(),
        }));
      }
      if (ts.isIdentifier(node)) return identifierValues(node, seen);
      const called = apiName(node);
      if (called) return callValues(called, node, seen);
      throw new Unresolved(snippet(node));
    }

    function identifierValues(node, seen) {
      const found = declarationOf(ts, node.text, node);
      if (!found) throw new Unresolved(`${node.text} is not declared here`);
      if (seen.has(found.variable ?? found.parameter ?? node.text))
        throw new Unresolved(`${node.text} refers to itself`);
      const inner = new Set(seen).add(found.variable ?? found.parameter ?? node.text);
      if (found.variable) {
        const { variable, block } = found;
        if (!variable.initializer) throw new Unresolved(`${node.text} has no value`);
        const initial = values(variable.initializer, inner);
        if (!initial.every((value) => value.kind === 'list') || !mentionsPush(block, node.text)) return initial;
        const after = block.statements.slice(block.statements.indexOf(variable.parent.parent) + 1);
        const pushed = pushedLists(node.text, after, inner);
        return product([initial, pushed]).map(([start, more]) => ({ kind: 'list', items: [...start.items, ...more] }));
      }
      if (found.parameter) {
        const name = nameOfFunction(ts, found.fn);
        const position = found.fn.parameters.indexOf(found.parameter);
        const calls = name ? callsOf(ts, source, name) : [];
        if (calls.length === 0)
          throw new Unresolved(`parameter ${node.text} of ${name ?? 'a function'} not called here`);
        return calls.flatMap((call) => {
          const argument = call.arguments[position];
          if (argument && ts.isSpreadElement(argument)) throw new Unresolved(`spread into ${name}`);
          if (argument) return values(argument, inner);
          if (found.parameter.initializer) return values(found.parameter.initializer, inner);
          throw new Unresolved(`${name} called without ${node.text}`);
        });
      }
      if (found.imported) {
        const target = moduleFile(source.fileName, found.from);
        if (!target) throw new Unresolved(`${node.text} from ${found.from}`);
        return exportedString(target, found.imported, inner);
      }
      throw new Unresolved(node.text);
    }

    function callValues(called, node, seen) {
      const args = node.arguments;
      switch (called) {
        case 'collection':
        case 'collectionGroup': {
          const scope = called === 'collection' ? 'COLLECTION' : 'COLLECTION_GROUP';
          const last = args.at(-1);
          let names;
          try {
            names = last && args.length > 1 ? strings(last, seen) : [undefined];
          } catch (error) {
            if (!(error instanceof Unresolved)) throw error;
            names = [undefined];
          }
          return names.map((name) => ({ kind: 'collection', name: name?.split('/').at(-1), scope }));
        }
        case 'where':
          return product([fieldNames(args[0], seen), strings(args[1], seen)]).map(([field, op]) => ({
            kind: 'filter',
            where: { field, op },
          }));
        case 'orderBy':
          return product([fieldNames(args[0], seen), args[1] ? strings(args[1], seen) : ['asc']]).map(
            ([field, direction]) => ({ kind: 'order', field, direction }),
          );
        case 'and':
        case 'or':
          return product(args.map((argument) => elementValues(argument, seen))).map((parts) => {
            const children = parts.flat();
            if (!children.every((child) => child.kind === 'filter')) throw new Unresolved(`${called} of non-filters`);
            return { kind: 'filter', where: { [called]: children.map((child) => child.where) } };
          });
        case 'limitToLast':
          return [{ kind: 'reverse' }];
        case 'query': {
          const bases = values(args[0], seen);
          const rest = product(args.slice(1).map((argument) => elementValues(argument, seen)));
          return product([bases, rest]).map(([base, parts]) => ({ kind: 'query', base, constraints: parts.flat() }));
        }
        default:
          if (CURSORS.has(called)) return [{ kind: 'cursor' }];
          throw new Unresolved(`${called}() here`);
      }
    }

    const result = { values, apiName };
    resolvers.set(source, result);
    return result;
  }

  return { sourceOf, resolver };
}
