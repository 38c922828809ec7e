import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

/*
 * The gateway translates: each route asks one service one thing. A sequence of calls to several
 * services (or several calls to one) belongs to the service that owns the outcome, where its steps
 * go through that service's outbox and cannot be left half done. This test reads the gateway's
 * source with the TypeScript compiler, follows each route handler into the gateway classes and
 * functions it calls, and counts the calls that reach a service: `RpcClient.request`, and HTTP to
 * a service (an upload's bytes forwarded to uploads, a preview fetched from it). A call inside a
 * loop or a per-item callback counts as many; both branches of an `if` count. Guards are not
 * counted: checking the session is the gateway's own job.
 */

/** Handlers that may call the services more than once, each with why: reads, or a read before one write. */
const ALLOWED: Record<string, string> = {
  'AdminStatsController.get':
    'The dashboard shows figures three services own: one read of each (jobs and billing at once, then auth, which names the people the other two report by id).',
  'AdminUsersController.jobs': 'Asks auth whether the account exists, so an unknown user is 404 rather than an empty list, then reads its jobs.',
  'AdminUsersController.mail':
    "Reads the account's address from auth, then asks mail to send to it; the send is mail's one write, so nothing can be left half done.",
  'RegistrationController.register': 'Two checks by auth, in the order the form reports them (a refused password before a taken address); nothing is created.',
  'HistoryController.history': 'Asks jobs for the history version, and for the list only when it changed: most polls end after the small first read.',
  'V1JobsController.list': 'The same history read as the app, by API key: the version, then the list only when it changed.',
  'FramingController.preview': 'Jobs checks the clip is the customer\'s and names its poster; the image is then made by uploads, which holds ffmpeg and the posters.',
  'ApiHealthController.report': 'The health page reports each service: asking every one of them is what it is for.',
};

/** Gateway functions that call a service over HTTP rather than through the broker. */
const HTTP_SERVICE_CALLS = new Set(['proxyUpload', 'fetch']);

const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options']);
/** Array methods that run their callback once per item. */
const PER_ITEM = new Set(['map', 'flatMap', 'forEach', 'filter', 'reduce', 'some', 'every', 'find']);
const MANY = Number.POSITIVE_INFINITY;

interface ClassInfo {
  name: string;
  /** Field name → the name of its type (constructor parameter properties and typed fields). */
  fields: Map<string, string>;
  methods: Map<string, ts.MethodDeclaration>;
  handlers: string[];
}

interface SourceIndex {
  classes: Map<string, ClassInfo>;
  functions: Map<string, ts.FunctionLikeDeclaration[]>;
}

interface Calls {
  count: number;
  /** What was called, in source order: `rpc auth Rpc.GetUser`-like labels. */
  via: string[];
}

const NONE: Calls = { count: 0, via: [] };
const add = (a: Calls, b: Calls): Calls => ({ count: a.count + b.count, via: [...a.via, ...b.via] });
const repeated = (calls: Calls): Calls => (calls.count > 0 ? { count: MANY, via: calls.via.map((label) => `${label} (per item)`) } : calls);

function decoratorNames(node: ts.Node): string[] {
  const decorators = ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : [];
  return decorators.flatMap((decorator) => {
    const expression = ts.isCallExpression(decorator.expression) ? decorator.expression.expression : decorator.expression;
    return ts.isIdentifier(expression) ? [expression.text] : [];
  });
}

function typeName(type: ts.TypeNode | undefined): string | undefined {
  return type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) ? type.typeName.text : undefined;
}

/** Every class (its fields, methods and route handlers) and every named function of the sources. */
function indexSources(files: Array<{ path: string; text: string }>): SourceIndex {
  const index: SourceIndex = { classes: new Map(), functions: new Map() };
  const addFunction = (name: string, node: ts.FunctionLikeDeclaration) => index.functions.set(name, [...(index.functions.get(name) ?? []), node]);
  for (const { path, text } of files) {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) addFunction(statement.name.text, statement);
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const initializer = declaration.initializer;
          if (ts.isIdentifier(declaration.name) && initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))) {
            addFunction(declaration.name.text, initializer);
          }
        }
      }
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      const info: ClassInfo = { name: statement.name.text, fields: new Map(), methods: new Map(), handlers: [] };
      for (const member of statement.members) {
        if (ts.isConstructorDeclaration(member)) {
          for (const parameter of member.parameters) {
            const type = typeName(parameter.type);
            if (ts.isIdentifier(parameter.name) && type && ts.getModifiers(parameter)?.length) info.fields.set(parameter.name.text, type);
          }
        }
        if (ts.isPropertyDeclaration(member) && ts.isIdentifier(member.name)) {
          const initializer = member.initializer;
          const type = typeName(member.type) ?? (initializer && ts.isNewExpression(initializer) && ts.isIdentifier(initializer.expression) ? initializer.expression.text : undefined);
          if (type) info.fields.set(member.name.text, type);
        }
        if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name)) {
          info.methods.set(member.name.text, member);
          if (path.endsWith('.controller.ts') && decoratorNames(member).some((name) => ROUTE_DECORATORS.has(name))) info.handlers.push(member.name.text);
        }
      }
      index.classes.set(info.name, info);
    }
  }
  return index;
}

/** Counts the service calls a function makes, following the gateway code it calls. */
class CallCounter {
  private readonly stack = new Set<ts.Node>();

  constructor(private readonly index: SourceIndex) {}

  ofFunction(node: ts.FunctionLikeDeclaration, owner: ClassInfo | undefined): Calls {
    if (!node.body || this.stack.has(node)) return NONE;
    this.stack.add(node);
    const locals = new Map<string, string>();
    for (const parameter of node.parameters) {
      const type = typeName(parameter.type);
      if (ts.isIdentifier(parameter.name) && type) locals.set(parameter.name.text, type);
    }
    const calls = this.children(node.body, owner, locals);
    this.stack.delete(node);
    return calls;
  }

  /** The calls `node` makes, itself included when it is a call. */
  private within(node: ts.Node, owner: ClassInfo | undefined, locals: Map<string, string>): Calls {
    if (ts.isForStatement(node) || ts.isForOfStatement(node) || ts.isForInStatement(node) || ts.isWhileStatement(node) || ts.isDoStatement(node)) {
      return repeated(this.children(node, owner, locals));
    }
    if (!ts.isCallExpression(node)) return this.children(node, owner, locals);
    const callee = node.expression;
    const perItem = ts.isPropertyAccessExpression(callee) && PER_ITEM.has(callee.name.text);
    // The receiver may be a call too (`this.load().then(...)`).
    let calls = ts.isPropertyAccessExpression(callee) ? this.within(callee.expression, owner, locals) : NONE;
    for (const argument of node.arguments) {
      const inner = this.within(argument, owner, locals);
      calls = add(calls, perItem && (ts.isArrowFunction(argument) || ts.isFunctionExpression(argument)) ? repeated(inner) : inner);
    }
    return add(calls, this.ofCallee(node, owner, locals));
  }

  private children(node: ts.Node, owner: ClassInfo | undefined, locals: Map<string, string>): Calls {
    let calls = NONE;
    ts.forEachChild(node, (child) => {
      calls = add(calls, this.within(child, owner, locals));
    });
    return calls;
  }

  /** The calls the callee itself makes: one for a service call, or those of the gateway code it runs. */
  private ofCallee(call: ts.CallExpression, owner: ClassInfo | undefined, locals: Map<string, string>): Calls {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) {
      if (HTTP_SERVICE_CALLS.has(callee.text)) return { count: 1, via: [`http ${callee.text}`] };
      const candidates = this.index.functions.get(callee.text) ?? [];
      // Functions of the same name in several files: count the most any of them makes.
      return candidates.map((candidate) => this.ofFunction(candidate, undefined)).reduce((most, calls) => (calls.count > most.count ? calls : most), NONE);
    }
    if (!ts.isPropertyAccessExpression(callee)) return NONE;
    const method = callee.name.text;
    const receiver = callee.expression;
    if (receiver.kind === ts.SyntaxKind.ThisKeyword) {
      const own = owner?.methods.get(method);
      return own ? this.ofFunction(own, owner) : NONE;
    }
    const receiverType = this.typeOf(receiver, owner, locals);
    if (receiverType === 'RpcClient' && method === 'request') return { count: 1, via: [`rpc ${describeRequest(call)}`] };
    const target = receiverType ? this.index.classes.get(receiverType) : undefined;
    const declaration = target?.methods.get(method);
    return declaration ? this.ofFunction(declaration, target) : NONE;
  }

  private typeOf(expression: ts.Expression, owner: ClassInfo | undefined, locals: Map<string, string>): string | undefined {
    if (ts.isIdentifier(expression)) return locals.get(expression.text);
    if (ts.isPropertyAccessExpression(expression) && expression.expression.kind === ts.SyntaxKind.ThisKeyword) return owner?.fields.get(expression.name.text);
    return undefined;
  }
}

/** `auth Rpc.GetUser` from `rpc.request('auth', Rpc.GetUser, ...)`. */
function describeRequest(call: ts.CallExpression): string {
  return call.arguments
    .slice(0, 2)
    .map((argument) => (ts.isStringLiteral(argument) ? argument.text : argument.getText()))
    .join(' ');
}

/** Each route handler of the sources, with the service calls it makes. */
function handlerCalls(files: Array<{ path: string; text: string }>): Map<string, Calls> {
  const index = indexSources(files);
  const counter = new CallCounter(index);
  const result = new Map<string, Calls>();
  for (const info of index.classes.values()) {
    for (const handler of info.handlers) result.set(`${info.name}.${handler}`, counter.ofFunction(info.methods.get(handler) as ts.MethodDeclaration, info));
  }
  return result;
}

const overOne = (calls: Map<string, Calls>) => [...calls].filter(([, found]) => found.count > 1).map(([name]) => name);

function gatewaySources(): Array<{ path: string; text: string }> {
  const root = join(__dirname, '..');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.spec.ts'))
    .map((path) => ({ path: relative(root, join(root, path)), text: readFileSync(join(root, path), 'utf8') }));
}

describe('gateway route handlers call the services once', () => {
  const calls = handlerCalls(gatewaySources());
  const describeCalls = (name: string) => `${name}: ${calls.get(name)?.via.join(', ')}`;

  it('finds the handlers and the calls they make, through the gateway classes they use (so the check checks something)', () => {
    expect(calls.size).toBeGreaterThan(80);
    expect(calls.get('AdminUsersController.update')?.via).toEqual(['rpc auth Rpc.SetUserPro']);
    // Through AuthClient, the gateway's wrapper of the auth calls.
    expect(calls.get('AuthController.login')?.via).toEqual(['rpc auth Rpc.Login']);
    expect(calls.get('AdminStatsController.get')?.count).toBe(3);
  });

  it('no handler calls the services more than once, unless it is allowed here with a reason', () => {
    expect(overOne(calls).filter((name) => !ALLOWED[name]).map(describeCalls)).toEqual([]);
  });

  it('every allowed handler exists and still calls more than once (the list does not outlive its reasons)', () => {
    expect(Object.keys(ALLOWED).filter((name) => (calls.get(name)?.count ?? 0) <= 1)).toEqual([]);
  });

  it('reports a handler that calls twice, directly, through a gateway class, or once per item', () => {
    const sources = [
      {
        path: 'things/things.client.ts',
        text: `export class ThingsClient {
          constructor(private readonly rpc: RpcClient) {}
          one(id: string) { return this.rpc.request('things', Rpc.GetThing, { id }); }
        }`,
      },
      {
        path: 'things/things.controller.ts',
        text: `export class ThingsController {
          constructor(private readonly rpc: RpcClient, private readonly things: ThingsClient) {}
          @Get('one') one() { return this.things.one('a'); }
          @Get('two') async two() { await this.rpc.request('auth', Rpc.GetUser, {}); return this.things.one('a'); }
          @Get('each') each(ids: string[]) { return Promise.all(ids.map((id) => this.things.one(id))); }
          @Get('loop') async loop(ids: string[]) { for (const id of ids) await this.rpc.request('things', Rpc.GetThing, { id }); }
          @Post('upload') upload() { proxyUpload(); return this.things.one('b'); }
          helper() { return this.rpc.request('things', Rpc.GetThing, {}); }
        }`,
      },
    ];
    const found = handlerCalls(sources);
    expect(found.get('ThingsController.one')).toEqual({ count: 1, via: ['rpc things Rpc.GetThing'] });
    expect(overOne(found)).toEqual(['ThingsController.two', 'ThingsController.each', 'ThingsController.loop', 'ThingsController.upload']);
  });
});
