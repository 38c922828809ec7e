import 'reflect-metadata';
import { Controller, type DynamicModule, Post, RequestMethod, type Type, UseGuards } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { loadConfig } from '@reelmix/config';
import { ADMIN_AUDIT_ACTIONS, isAdminAuditAction } from '@reelmix/contracts';
import { GatewayConfig } from '../gateway.config';
import { GatewayModule } from '../gateway.module';
import { AdminSessionGuard } from './admin-session.guard';
import { AUDITED_AS } from './audited-as.decorator';

const WRITES = new Set<RequestMethod>([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE]);
const ADMIN_PATH = /^\/?(api\/)?admin(\/|$)/;
/** Actions no HTTP route leads to: `npm run admin:create` makes admins over the broker. */
const COMMAND_ONLY_ACTIONS = ['admin-created'];

interface Route {
  name: string;
  admin: boolean;
  write: boolean;
  audited: unknown;
}

const asList = (value: unknown): string[] => (value === undefined ? [''] : Array.isArray(value) ? value.map(String) : [String(value)]);
const join = (...parts: string[]) => parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');

/** Every controller of a module tree, from Nest's own metadata: what the app would serve. */
function controllersOf(entry: unknown, seen = new Set<unknown>()): Array<Type<unknown>> {
  if (!entry || seen.has(entry)) return [];
  seen.add(entry);
  const dynamic = typeof entry === 'object' && 'module' in entry ? (entry as DynamicModule) : undefined;
  const moduleClass = dynamic ? dynamic.module : (entry as Type<unknown>);
  const controllers = [...((Reflect.getMetadata('controllers', moduleClass) as Array<Type<unknown>>) ?? []), ...(dynamic?.controllers ?? [])];
  const imports = [...((Reflect.getMetadata('imports', moduleClass) as unknown[]) ?? []), ...(dynamic?.imports ?? [])];
  return [...controllers, ...imports.flatMap((child) => controllersOf(child, seen))];
}

/** Each handler of the controllers, with its method, paths, whether it is an admin route, and what it says it audits. */
function routesOf(controllers: Array<Type<unknown>>): Route[] {
  return controllers.flatMap((controller) => {
    const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
    const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? [];
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((key) => {
      const handler = prototype[key];
      if (typeof handler !== 'function' || key === 'constructor') return [];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) return [];
      const paths = prefixes.flatMap((prefix) => asList(Reflect.getMetadata(PATH_METADATA, handler)).map((path) => join(prefix, path)));
      const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? [])];
      return [
        {
          name: `${RequestMethod[method]} ${paths.join(' | ')} (${controller.name}.${key})`,
          admin: guards.includes(AdminSessionGuard) || paths.some((path) => ADMIN_PATH.test(path)),
          write: WRITES.has(method),
          audited: Reflect.getMetadata(AUDITED_AS, handler),
        },
      ];
    });
  });
}

/** The admin writes that do not name, with @AuditedAs, known audit actions they lead to. */
const unaudited = (routes: Route[]) =>
  routes
    .filter((route) => route.admin && route.write)
    .filter((route) => !Array.isArray(route.audited) || route.audited.length === 0 || !route.audited.every(isAdminAuditAction))
    .map((route) => route.name);

describe('admin writes in the gateway', () => {
  const config = loadConfig(GatewayConfig, {
    INTERNAL_TOKEN: 'test-internal-token-0123456789',
    DOWNLOAD_LINK_SECRET: 'test-download-link-secret-0123456789',
    DEV_MAILBOX: 'true',
  });
  const routes = routesOf(controllersOf(GatewayModule.register(config)));
  const adminWrites = routes.filter((route) => route.admin && route.write);

  it('finds the admin write routes the app serves (so the check below checks something)', () => {
    const names = adminWrites.map((route) => route.name).join('\n');
    for (const expected of [
      'POST api/admin/settings ',
      'POST api/setup-webhook ',
      'POST api/admin/affiliates/payouts ',
      'PUT admin/users/:id | api/admin/users/:id ',
      'POST admin/login | api/admin/login ',
    ]) {
      expect(names).toContain(expected);
    }
    expect(adminWrites.length).toBeGreaterThanOrEqual(12);
  });

  it('every one names the audit entries it leads to', () => {
    expect(unaudited(routes)).toEqual([]);
  });

  it('every audit action but the command-only ones is named by some route', () => {
    const named = new Set(adminWrites.flatMap((route) => route.audited as string[]));
    expect(ADMIN_AUDIT_ACTIONS.filter((action) => !named.has(action) && !COMMAND_ONLY_ACTIONS.includes(action))).toEqual([]);
  });

  it('reports a new admin write without @AuditedAs', () => {
    @Controller('api/admin/things')
    @UseGuards(AdminSessionGuard)
    class ForgetfulController {
      @Post()
      make(): void {}
    }
    @Controller('api')
    class GuardedElsewhereController {
      @Post('reset-everything')
      @UseGuards(AdminSessionGuard)
      reset(): void {}
    }
    expect(unaudited(routesOf([ForgetfulController, GuardedElsewhereController]))).toEqual([
      'POST api/admin/things (ForgetfulController.make)',
      'POST api/reset-everything (GuardedElsewhereController.reset)',
    ]);
  });
});
