export { buildApp, type AppDeps } from './app.ts';
export { loadConfig, ConfigError, type ApiConfig } from './config/load-config.ts';
export { AppError } from './errors/app-error.ts';
export { ERROR_CODES, type ErrorCode } from './errors/error-codes.ts';
export { API_SCOPES, type ApiScope } from './lib/api-scopes.ts';
