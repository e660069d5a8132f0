import type { ContractOperation } from './openapi-document.ts';

/** Which operation of the contract a request hits, by method and path template. */
export class OperationMatcher<Op extends ContractOperation = ContractOperation> {
  private readonly routes: Array<{ op: Op; pattern: RegExp; params: number }>;

  /** `prefix`: what the server puts before the contract's paths (`/api/v1`). */
  constructor(operations: readonly Op[], prefix = '') {
    this.routes = operations
      .map((op) => ({
        op,
        pattern: new RegExp(
          `^${escape(prefix)}${op.path
            .split('/')
            .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escape(segment)))
            .join('/')}/?$`,
        ),
        params: (op.path.match(/\{/g) ?? []).length,
      }))
      // Literal paths win over templated ones (…/feedbacks/latest before …/feedbacks/{id}).
      .sort((a, b) => a.params - b.params);
  }

  match(method: string, url: string): Op | undefined {
    const path = url.split('?')[0] ?? url;
    return this.routes.find((route) => route.op.method === method.toUpperCase() && route.pattern.test(path))
      ?.op;
  }
}

const escape = (text: string): string => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
