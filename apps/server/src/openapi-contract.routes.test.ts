import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * record 29, one typed contract: the OpenAPI the server publishes at `/api/docs` tells a
 * client every answer of every call — each operation under `/api` declares its success
 * answer with a schema and the error answers it can give, each with the error envelope.
 */

type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[] };
type Answer = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Answer> };
type Contract = { paths: Record<string, Record<string, Operation>> };

const methods = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let contract: Contract;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  contract = response.json<Contract>();
});
afterAll(() => t.close());

/** Every `/api` operation as `METHOD /path` with its declared answers. */
function operations(): { name: string; responses: Record<string, Answer> }[] {
  return Object.entries(contract.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          responses: operation.responses ?? {},
        })),
    );
}

/**
 * Calls that take nothing (no session, no parameter, no body) and read only what the server
 * was started with: they have no error to give, so they declare none rather than a false one.
 */
const cannotFail = ['GET /api/support-contact', 'GET /api/channels'];

const schemaOf = (answer: Answer | undefined) =>
  answer?.content && Object.values(answer.content)[0]?.schema;

describe('the published contract (record 29)', () => {
  it('lists the calls', () => {
    expect(operations().length).toBeGreaterThan(80);
  });

  it('the calls without an error answer take nothing a caller could get wrong', () => {
    for (const name of cannotFail) {
      const [method, path] = name.split(' ') as [string, string];
      const operation = contract.paths[path]?.[method.toLowerCase()] as
        (Operation & { parameters?: unknown[]; requestBody?: unknown }) | undefined;
      expect(operation, name).toBeDefined();
      expect(operation?.parameters ?? [], name).toEqual([]);
      expect(operation?.requestBody, name).toBeUndefined();
    }
  });

  it('every call declares its success answer with a schema', () => {
    const without = operations()
      .filter(({ responses }) => {
        const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
        if (success.length === 0) return true;
        // 204 has no body; a stream says what it sends in its description.
        return !success.every(
          ([status, answer]) =>
            status === '204' || schemaOf(answer) !== undefined || Boolean(answer.description),
        );
      })
      .map(({ name }) => name);
    expect(without).toEqual([]);
  });

  it('every call declares the error answers it can give, each with the error envelope', () => {
    const without: string[] = [];
    const wrongShape: string[] = [];
    for (const { name, responses } of operations()) {
      const errors = Object.entries(responses).filter(([status]) => /^[45]\d\d$/.test(status));
      if (errors.length === 0 && !cannotFail.includes(name)) without.push(name);
      for (const [status, answer] of errors) {
        const schema = schemaOf(answer);
        const required = schema?.required ?? [];
        if (!required.includes('code') || !required.includes('message'))
          wrongShape.push(`${name} ${status}`);
      }
    }
    expect(without).toEqual([]);
    expect(wrongShape).toEqual([]);
  });

  it('what each call answers a stranger (no session, no body) is among its declared answers', async () => {
    const undeclared: string[] = [];
    for (const { name, responses } of operations()) {
      const [method, path] = name.split(' ') as [string, string];
      const url = path.replace(/\{id\}/g, '1').replace(/\{[^}]+\}/g, 'unknown-0123456789abcdef');
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        ...(['POST', 'PUT', 'PATCH'].includes(method) && { payload: {} }),
      });
      if (!responses[String(response.statusCode)])
        undeclared.push(`${name} answered ${response.statusCode}`);
    }
    expect(undeclared).toEqual([]);
  });
});
