import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { Language, Parser, type Node } from 'web-tree-sitter';

/**
 * An offline Bicep checker for the tests. No Bicep compiler runs here (the CLI is a download
 * from GitHub; the npm wrapper `bicep-node` only fetches it), so this parses with the Bicep
 * tree-sitter grammar (`tree-sitter-bicep`, which ships a WebAssembly build) and checks what a
 * compiler would: syntax, declared symbols, known functions, module paths, module parameters and
 * outputs. The tests then read resource properties from the parsed values.
 */

/** A literal Bicep value, or `{ expr }` holding the source of anything computed. */
export type BicepValue =
  string | number | boolean | null | BicepValue[] | { [key: string]: BicepValue } | Expr;

export class Expr {
  constructor(readonly expr: string) {}
}

export interface Param {
  name: string;
  type: string;
  hasDefault: boolean;
  defaultText?: string;
  decorators: string[];
  description?: string;
}

export interface Resource {
  symbol: string;
  type: string;
  apiVersion: string;
  existing: boolean;
  /** Source of the `if (...)` condition, when there is one. */
  condition?: string;
  loop: boolean;
  body: { [key: string]: BicepValue };
}

export interface Module {
  symbol: string;
  path: string;
  condition?: string;
  params: Map<string, string>;
  line: number;
}

export interface BicepFile {
  path: string;
  source: string;
  syntaxErrors: string[];
  params: Map<string, Param>;
  variables: Map<string, string>;
  resources: Resource[];
  modules: Module[];
  outputs: Map<string, { type: string; value: string; decorators: string[] }>;
  /** Identifiers used as values (not declared, not property keys), with their line. */
  references: { name: string; line: number }[];
  /** Names of functions called directly (not `x.listKeys()`), with their line. */
  calls: { name: string; line: number }[];
  /** Declared loop and lambda variables. */
  localNames: Set<string>;
  /** `<module>.outputs.<name>` uses. */
  moduleOutputUses: { module: string; output: string; line: number }[];
}

/** Bicep's built-in functions and decorators (the ones a typo would most likely hit). */
export const builtinFunctions = new Set(
  [
    // decorators
    'allowed description discriminator export metadata minLength maxLength minValue maxValue',
    'secure sealed batchSize onlyIfNotExists',
    // any, array, bool, int, json, string, object, lambda functions
    'any array bool int json string concat contains empty first last indexOf lastIndexOf length',
    'max min range skip take union intersection coalesce flatten filter map reduce sort toObject',
    'items objectKeys shallowMerge tryGet join split',
    // strings
    'base64 base64ToJson base64ToString dataUri dataUriToString endsWith startsWith format guid',
    'newGuid padLeft replace substring toLower toUpper trim uniqueString uri uriComponent',
    'uriComponentToString buildUri parseUri',
    // dates, deployment, scopes, resources, files
    'utcNow dateTimeAdd dateTimeFromEpoch dateTimeToEpoch deployment environment',
    'managementGroup resourceGroup subscription tenant reference resourceId',
    'subscriptionResourceId tenantResourceId managementGroupResourceId extensionResourceId',
    'list listKeys listAccountSas listSecrets pickZones providers getSecret',
    'loadFileAsBase64 loadJsonContent loadYamlContent loadTextContent parseCidr cidrSubnet cidrHost',
  ]
    .join(' ')
    .split(/\s+/),
);

const namespaces = new Set(['az', 'sys']);

let parser: Parser | undefined;

async function getParser(): Promise<Parser> {
  if (!parser) {
    const require = createRequire(import.meta.url);
    await Parser.init();
    const language = await Language.load(
      require.resolve('tree-sitter-bicep/tree-sitter-bicep.wasm'),
    );
    parser = new Parser();
    parser.setLanguage(language);
  }
  return parser;
}

const line = (node: Node) => node.startPosition.row + 1;

function unquote(node: Node): string | undefined {
  if (node.type !== 'string') return undefined;
  let text = '';
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'interpolation') return undefined;
    if (child.type === 'escape_sequence') {
      const escaped = child.text.slice(1);
      text += { n: '\n', r: '\r', t: '\t' }[escaped] ?? escaped;
    } else text += child.text;
  }
  return text;
}

function named(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null);
}

export function toValue(node: Node): BicepValue {
  switch (node.type) {
    case 'string':
      return unquote(node) ?? new Expr(node.text);
    case 'number':
      return Number(node.text);
    case 'boolean':
      return node.text === 'true';
    case 'null':
      return null;
    case 'array':
      return named(node)
        .filter((item) => item.type !== 'decorators')
        .map(toValue);
    case 'object': {
      const result: { [key: string]: BicepValue } = {};
      for (const property of named(node)) {
        if (property.type !== 'object_property') continue;
        const [key, value] = named(property);
        if (!key || !value) continue;
        result[unquote(key) ?? key.text] = toValue(value);
      }
      return result;
    }
    default:
      return new Expr(node.text);
  }
}

/** The object after `=` (through `if (...)` or `[for ...: ...]`), and the condition if any. */
function declarationBody(node: Node): { body?: Node; condition?: string; loop: boolean } {
  const last = named(node).at(-1);
  if (!last) return { loop: false };
  if (last.type === 'object') return { body: last, loop: false };
  if (last.type === 'if_statement') {
    const [condition, body] = named(last);
    return { body, condition: condition?.text, loop: false };
  }
  if (last.type === 'for_statement') {
    const body = last.childForFieldName('body');
    if (body?.type === 'if_statement') {
      const [condition, inner] = named(body);
      return { body: inner, condition: condition?.text, loop: true };
    }
    return { body: body ?? undefined, loop: true };
  }
  return { loop: false };
}

function decoratorsBefore(node: Node): Node[] {
  const previous = node.previousNamedSibling;
  return previous?.type === 'decorators' ? named(previous) : [];
}

function decoratorName(decorator: Node): string {
  const call = named(decorator)[0];
  return call?.childForFieldName('function')?.text ?? decorator.text;
}

function descriptionOf(decorators: Node[]): string | undefined {
  for (const decorator of decorators) {
    const call = named(decorator)[0];
    if (call?.childForFieldName('function')?.text !== 'description') continue;
    const argument = call.childForFieldName('arguments');
    const first = argument ? named(argument)[0] : undefined;
    return first ? (unquote(first) ?? first.text) : undefined;
  }
  return undefined;
}

export async function parseBicep(path: string, source = readFileSync(path, 'utf8')) {
  const tree = (await getParser()).parse(source);
  if (!tree) throw new Error(`Could not parse ${path}`);
  const file: BicepFile = {
    path,
    source,
    syntaxErrors: [],
    params: new Map(),
    variables: new Map(),
    resources: [],
    modules: [],
    outputs: new Map(),
    references: [],
    calls: [],
    localNames: new Set(),
    moduleOutputUses: [],
  };

  for (const node of named(tree.rootNode)) {
    const [nameNode, second] = named(node);
    const name = nameNode?.text ?? '';
    switch (node.type) {
      case 'parameter_declaration': {
        const decorators = decoratorsBefore(node);
        const rest = named(node).slice(2);
        file.params.set(name, {
          name,
          type: second?.text ?? '',
          hasDefault: rest.length > 0,
          defaultText: rest[0]?.text,
          decorators: decorators.map(decoratorName),
          description: descriptionOf(decorators),
        });
        break;
      }
      case 'variable_declaration':
        file.variables.set(name, named(node).at(-1)?.text ?? '');
        break;
      case 'output_declaration':
        file.outputs.set(name, {
          type: second?.text ?? '',
          value: named(node).at(-1)?.text ?? '',
          decorators: decoratorsBefore(node).map(decoratorName),
        });
        break;
      case 'resource_declaration': {
        const typeText = second ? (unquote(second) ?? '') : '';
        const [type = '', apiVersion = ''] = typeText.split('@');
        const { body, condition, loop } = declarationBody(node);
        const afterType = second
          ? source.slice(second.endIndex, source.indexOf('=', second.endIndex))
          : '';
        const value = body ? toValue(body) : {};
        file.resources.push({
          symbol: name,
          type,
          apiVersion,
          existing: /\bexisting\b/.test(afterType),
          condition,
          loop,
          body:
            value instanceof Expr ||
            typeof value !== 'object' ||
            Array.isArray(value) ||
            value === null
              ? {}
              : value,
        });
        break;
      }
      case 'module_declaration': {
        const { body, condition } = declarationBody(node);
        const params = new Map<string, string>();
        const paramsProperty = body
          ? named(body).find((p) => p.type === 'object_property' && named(p)[0]?.text === 'params')
          : undefined;
        const paramsObject = paramsProperty ? named(paramsProperty)[1] : undefined;
        if (paramsObject?.type === 'object') {
          for (const property of named(paramsObject)) {
            const [key, value] = named(property);
            if (key && value) params.set(unquote(key) ?? key.text, value.text);
          }
        }
        file.modules.push({
          symbol: name,
          path: second ? (unquote(second) ?? second.text) : '',
          condition,
          params,
          line: line(node),
        });
        break;
      }
      default:
        break;
    }
  }

  const declarationTypes = new Set([
    'parameter_declaration',
    'variable_declaration',
    'resource_declaration',
    'module_declaration',
    'output_declaration',
    'type_declaration',
    'import_functionality',
  ]);

  const visit = (node: Node) => {
    if (node.type === 'ERROR' || node.isMissing) {
      const what = node.isMissing
        ? `missing ${node.type}`
        : `unexpected "${node.text.slice(0, 40)}"`;
      file.syntaxErrors.push(`${path}:${line(node)}:${node.startPosition.column + 1}: ${what}`);
    }
    if (node.type === 'for_loop_parameters' || node.type === 'for_statement') {
      const initializer = node.childForFieldName('initializer');
      if (initializer?.type === 'identifier') file.localNames.add(initializer.text);
      for (const child of named(node)) {
        if (child.type === 'loop_variable' || child.type === 'loop_enumerator') {
          file.localNames.add(child.text);
        }
      }
    }
    if (node.type === 'lambda_expression') {
      const [first] = named(node);
      if (first)
        for (const id of first.text.replace(/[()]/g, '').split(',')) file.localNames.add(id.trim());
    }
    if (node.type === 'identifier') {
      const parent = node.parent;
      const isDeclaredName =
        parent !== null &&
        declarationTypes.has(parent.type) &&
        (parent.type === 'import_functionality' || named(parent)[0]?.id === node.id);
      if (isDeclaredName && parent.type === 'import_functionality') file.localNames.add(node.text);
      const isKey = parent?.type === 'object_property' && named(parent)[0]?.id === node.id;
      const isFunction =
        parent?.type === 'call_expression' && parent.childForFieldName('function')?.id === node.id;
      const isType = parent?.type === 'type';
      if (isFunction) file.calls.push({ name: node.text, line: line(node) });
      else if (!isDeclaredName && !isKey && !isType) {
        file.references.push({ name: node.text, line: line(node) });
      }
    }
    if (node.type === 'member_expression') {
      const inner = node.childForFieldName('object');
      const property = node.childForFieldName('property');
      const innerObject =
        inner?.type === 'member_expression' ? inner.childForFieldName('object') : undefined;
      const innerProperty =
        inner?.type === 'member_expression' ? inner.childForFieldName('property') : undefined;
      if (innerObject?.type === 'identifier' && innerProperty?.text === 'outputs' && property) {
        file.moduleOutputUses.push({
          module: innerObject.text,
          output: property.text,
          line: line(node),
        });
      }
    }
    // All children: a missing token (a closing parenthesis, say) is an anonymous node.
    for (const child of node.children) if (child) visit(child);
  };
  visit(tree.rootNode);
  if (tree.rootNode.hasError && file.syntaxErrors.length === 0) {
    file.syntaxErrors.push(`${path}: syntax error`);
  }
  return file;
}

/** Problems a compiler would report: syntax, unknown names, unknown functions, modules. */
export async function checkBicep(path: string, source?: string): Promise<string[]> {
  const file = await parseBicep(path, source);
  const problems = [...file.syntaxErrors];
  const declared = new Set([
    ...file.params.keys(),
    ...file.variables.keys(),
    ...file.resources.map((r) => r.symbol),
    ...file.modules.map((m) => m.symbol),
    ...file.localNames,
    ...namespaces,
  ]);
  for (const reference of file.references) {
    if (!declared.has(reference.name)) {
      problems.push(`${path}:${reference.line}: "${reference.name}" is not declared`);
    }
  }
  for (const call of file.calls) {
    if (!builtinFunctions.has(call.name)) {
      problems.push(`${path}:${call.line}: unknown function "${call.name}"`);
    }
  }
  const used = new Set(file.references.map((r) => r.name));
  for (const name of file.params.keys()) {
    if (!used.has(name)) problems.push(`${path}: parameter "${name}" is never used`);
  }
  for (const name of file.variables.keys()) {
    if (!used.has(name)) problems.push(`${path}: variable "${name}" is never used`);
  }
  for (const resource of file.resources) {
    if (!/^[A-Za-z]+\.[A-Za-z]+(\/[A-Za-z]+)+$/.test(resource.type)) {
      problems.push(`${path}: resource ${resource.symbol} has a malformed type "${resource.type}"`);
    }
    if (!/^\d{4}-\d{2}-\d{2}(-preview)?$/.test(resource.apiVersion)) {
      problems.push(`${path}: resource ${resource.symbol} has a malformed API version`);
    }
  }
  for (const module of file.modules) {
    const target = resolve(dirname(path), module.path);
    if (!existsSync(target)) {
      problems.push(`${path}:${module.line}: module ${module.symbol}: ${module.path} not found`);
      continue;
    }
    const child = await parseBicep(target);
    for (const name of module.params.keys()) {
      if (!child.params.has(name)) {
        problems.push(`${path}:${module.line}: module ${module.symbol} has no parameter "${name}"`);
      }
    }
    for (const param of child.params.values()) {
      if (!param.hasDefault && !module.params.has(param.name)) {
        problems.push(
          `${path}:${module.line}: module ${module.symbol} misses required parameter "${param.name}"`,
        );
      }
    }
    for (const use of file.moduleOutputUses.filter((u) => u.module === module.symbol)) {
      if (!child.outputs.has(use.output)) {
        problems.push(`${path}:${use.line}: module ${module.symbol} has no output "${use.output}"`);
      }
    }
  }
  return problems;
}
