import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { constantTimeEqual } from '../lib/constant-time-equal.ts';

/** Reads `Authorization: Bearer <token>`; `null` when absent or another scheme. */
export function readBearer(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The operator scope: every route registered in `scope` requires `Authorization: Bearer
 * <OPERATOR_TOKEN>`. Operators create tenants; they never act inside a tenant.
 */
export function requireOperator(scope: FastifyInstance, operatorToken: string): void {
  scope.addHook('onRequest', async (request) => {
    const token = readBearer(request.headers.authorization);
    if (!token || !constantTimeEqual(token, operatorToken)) {
      throw new AppError(
        'UNAUTHORIZED',
        'this route needs the operator token: send Authorization: Bearer <OPERATOR_TOKEN>',
      );
    }
  });
}
