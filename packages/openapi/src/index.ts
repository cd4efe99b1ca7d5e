export type * from './types.ts';
export { HTTP_METHODS } from './types.ts';
export { parseOperationRef, type OperationRef } from './parse-operation-ref.ts';
export { matchOperation, type OperationMatch, type OperationMismatch } from './match-operation.ts';
