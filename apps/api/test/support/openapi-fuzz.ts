// Fuzz cases generated from an OpenAPI document (docs/quality.md R9): every operation, and every path,
// query and JSON body field of it, gets hostile values, so a new route is fuzzed without anyone listing it.

/** The part of a JSON schema the generated documents use. */
export interface Schema {
  /** OpenAPI 3.1 writes a nullable field's type as a list: `['string', 'null']`. */
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** JSON text, or undefined for no body. */
  body: string | undefined;
  /** What was made hostile, for the failure message. */
  what: string;
}

export interface FuzzOperation {
  method: string;
  path: string;
  requests: FuzzRequest[];
}

/** A deterministic generator (mulberry32): the same seed picks the same values on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const tooBig = 2_147_483_648;
const digits25 = '9'.repeat(25);

/** Values that broke (or could break) a server: past the 32-bit columns, wrong types, odd text, bad dates. */
const hostile: unknown[] = [
  tooBig,
  String(tooBig),
  digits25,
  Number(digits25),
  -1,
  '-1',
  0,
  1.5,
  '1e309',
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(10_000),
  '\u200f٠١٢٣٤٥٦٧٨٩',
  'مرحبا \u202e abc',
  '😀'.repeat(30),
  '\u0000',
  "' OR 1=1 --",
  '%_\\',
  '../../../etc/passwd',
  '2030-02-30',
  '2030-13-01',
  'not a date',
  '-271821-04-19T00:00:00Z',
  null,
  true,
  [],
  ['1', 2, null],
  {},
  { id: 1, nested: { deep: [1] } },
  JSON.parse('{"__proto__":{"polluted":1}}'),
];

/** The values each field always gets for its type, besides the seeded picks. */
const byType: Record<string, unknown[]> = {
  integer: [tooBig, digits25, -1, 1.5],
  number: [tooBig, digits25, -1, 'NaN'],
  string: [String(tooBig), digits25, 'x'.repeat(10_000), '', '\u200f٠١٢٣٤٥٦٧٨٩'],
  boolean: ['yes', 2],
  array: [[digits25], 'x'],
  object: [[], 'x'],
};

/** A value the schema accepts (as far as a schema says), so that other fields' values reach the code. */
export function validValue(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.[0]) return validValue(options[0]);
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => validValue(schema.items));
    case 'object':
      return validObject(schema);
    default:
      return validText(schema);
  }
}

function validText(schema: Schema): string {
  if (schema.format === 'date') return '2030-01-01';
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const candidates = ['2030-01-01', '2030-01', '1', 'abc', 'evt_abc'];
  const text = pattern ? (candidates.find((c) => pattern.test(c)) ?? 'abc') : 'abc';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
}

/** The required fields only: an optional field is sent when it is the one made hostile. */
function validObject(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    (schema.required ?? []).map((name) => [name, validValue(schema.properties?.[name])]),
  );
}

/** The field's first type that is not null (3.1's lists, 3.0's single type), else its first option's. */
function typeOf(schema: Schema | undefined): string {
  const option = schema?.anyOf?.[0] ?? schema?.oneOf?.[0];
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  return type ?? (option ? typeOf(option) : 'string');
}

/** The field's values: its type's edges, then `picks` more chosen by the seeded generator. */
function valuesFor(schema: Schema | undefined, random: () => number, picks: number): unknown[] {
  const chosen = [...(byType[typeOf(schema)] ?? byType.string!)];
  for (let i = 0; i < picks; i += 1) chosen.push(hostile[Math.floor(random() * hostile.length)]);
  return chosen;
}

/** A query or path value as text: what a URL can carry of it. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === null ? 'null' : JSON.stringify(value);

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    // An array in a query is the name repeated, as a browser's form sends it.
    if (Array.isArray(value)) for (const v of value) params.append(name, asText(v));
    else params.append(name, asText(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Hostile bodies as a whole: not an object, or empty. */
const wholeBodies = ['null', '[]', '"x"', '12', '{}', '[{"id":1}]'];

/** Every operation of `document`, each with its requests: one field made hostile at a time. */
export function fuzzOperations(document: OpenApiDocument, seed: number, picks = 2): FuzzOperation[] {
  const random = seededRandom(seed);
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header');
      const bodySchema =
        operation.requestBody?.content['application/json']?.schema ??
        Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const validParams = Object.fromEntries(
        parameters.filter((p) => p.in === 'path' || p.required).map((p) => [p.name, validValue(p.schema)]),
      );
      const validBody = bodySchema ? validObject(bodySchema) : undefined;

      const build = (params: Record<string, unknown>, body: string | undefined, what: string) => {
        let url = path;
        const query: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(params)) {
          if (url.includes(`{${name}}`)) url = url.replace(`{${name}}`, encodeURIComponent(asText(value)));
          else query[name] = value;
        }
        return { method: method.toUpperCase(), url: url + queryString(query), body, what };
      };
      const bodyText = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

      const requests: FuzzRequest[] = [build(validParams, bodyText(validBody), 'valid values')];
      for (const parameter of parameters) {
        for (const value of valuesFor(parameter.schema, random, picks)) {
          const what = `${parameter.in} ${parameter.name}=${asText(value).slice(0, 60)}`;
          requests.push(build({ ...validParams, [parameter.name]: value }, bodyText(validBody), what));
        }
      }
      for (const [name, schema] of Object.entries(bodySchema?.properties ?? {})) {
        for (const value of valuesFor(schema, random, picks)) {
          const what = `body ${name}=${asText(value).slice(0, 60)}`;
          requests.push(build(validParams, bodyText({ ...validBody, [name]: value }), what));
        }
      }
      // Every route gets odd bodies, those without a JSON body too (multipart routes, actions without one).
      const wholes = method === 'get' || method === 'delete' ? [] : wholeBodies;
      for (const body of wholes) requests.push(build(validParams, body, `body ${body}`));
      operations.push({ method: method.toUpperCase(), path, requests });
    }
  }
  return operations;
}
