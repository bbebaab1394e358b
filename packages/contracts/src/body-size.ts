import { z } from 'zod';

/**
 * The most bytes one UTF-16 unit of a string can take in a JSON body: a control character is sent as
 * `\u0001`. A character outside the BMP is two units and four bytes, within this.
 */
const BYTES_PER_UNIT = 6;
const NUMBER_BYTES = 24;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const quoted = (units: number) => 2 + units * BYTES_PER_UNIT;

function largest(schema: JsonSchema, open: number): number {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return Math.max(...choices.map((choice) => largest(choice, open)));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length * BYTES_PER_UNIT;
  if (schema.enum)
    return Math.max(...schema.enum.map((value) => JSON.stringify(value).length * BYTES_PER_UNIT));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return Math.max(...types.map((type) => largestOfType(type, schema, open)));
}

function largestOfType(type: string | undefined, schema: JsonSchema, open: number): number {
  switch (type) {
    case 'string':
      return schema.maxLength === undefined ? open : quoted(schema.maxLength);
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
      return 'false'.length;
    case 'null':
      return 'null'.length;
    case 'array': {
      const tuple = (schema.prefixItems ?? []).reduce((sum, item) => sum + largest(item, open) + 1, 0);
      if (!schema.items) return 2 + tuple;
      if (schema.maxItems === undefined) return 2 + tuple + open;
      return 2 + tuple + schema.maxItems * (largest(schema.items, open) + 1);
    }
    case 'object': {
      const member = (key: string, value: JsonSchema) => quoted(key.length) + 1 + largest(value, open) + 1;
      const named = Object.entries(schema.properties ?? {}).reduce(
        (sum, [key, value]) => sum + member(key, value),
        0,
      );
      const extra = schema.additionalProperties;
      if (!extra || extra === true) return 2 + named;
      const keys = schema.propertyNames?.enum;
      if (!keys) return 2 + named + open;
      return 2 + named + keys.reduce<number>((sum, key) => sum + member(String(key), extra), 0);
    }
    default:
      return open;
  }
}

/**
 * The largest JSON body that `schema` accepts, in bytes, counting `openPartBytes` for each string,
 * list or map it leaves unbounded: a call's body limit follows its contract, so a save the contract
 * allows (a policy page in twelve languages) is never refused for its size.
 */
export function largestBody(schema: z.ZodType, openPartBytes: number): number {
  return largest(
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    openPartBytes,
  );
}
