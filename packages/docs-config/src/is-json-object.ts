/** A JSON object as parsed (never an array or null). */
export type JsonObject = Record<string, unknown>;

/** Whether a value is a JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
