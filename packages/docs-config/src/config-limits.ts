/**
 * How many objects and arrays deep a docs.json (with the files its `$ref`s load) may nest. Real
 * files nest about 10–15 levels; the bound keeps every recursive walk of the value (parsing,
 * `$ref` resolution, validation, navigation) far from the end of the stack, whatever a tenant writes.
 */
export const MAX_NESTING_DEPTH = 128;

/**
 * How many values (objects, arrays, strings, numbers, …) a docs.json may take from files that
 * `$ref`s load more than once. Each reference is a full copy in the resolved config, so files
 * that each refer to the next one twice double it per file. Real docs.json files hold a few
 * hundred values in all.
 */
export const MAX_REUSED_VALUES = 10_000;
