import fc from 'fast-check';

/** The parts of JSON Schema that the OpenAPI document generated from the contracts uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/**
 * Characters that trip naive text handling: NUL and other controls, lone surrogates, bidi overrides and marks,
 * zero-width and combining marks, astral symbols, and the quotes, escapes and wildcards of JSON, SQL and HTML.
 */
const ODD_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u202E',
  '\u202D',
  '\u2067',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '\u0301',
  '\u{1F600}',
  '\u{10FFFF}',
  'ع',
  'ﷺ',
  'Ł',
  '\n',
  '\r',
  '\t',
  '"',
  "'",
  '\\',
  '%',
  '_',
  '<',
  '&',
];

const oddCharacter = fc.oneof(
  fc.constantFrom(...ODD_CHARACTERS),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);

/** Text made of odd characters; lengths count characters, so astral ones make it up to twice as long in UTF-16. */
export const oddText = (minLength: number, maxLength: number) => fc.string({ unit: oddCharacter, minLength, maxLength });

/** Strings that parsers mistake for numbers, booleans or nothing. */
const NUMBER_LIKE = ['NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x1F', '1_000', '١٢٣', 'null', 'undefined', 'true', '[]', '{}', '__proto__'];

/** About 100 KB of one odd character. */
const hugeText = fc.tuple(oddCharacter, fc.integer({ min: 100_000, max: 110_000 })).map(([char, length]) => `x${char.repeat(Math.ceil(length / char.length))}`);

/** Never blank, so a schema that turns blank text into null cannot make it valid. */
const junkString = fc.oneof(
  fc.constantFrom(...NUMBER_LIKE),
  oddText(0, 40).map((text) => `x${text}`),
  hugeText,
);

const oddNumber = fc.constantFrom(0, -1, 1.5, -0.000001, 1e308, -1e308, 2 ** 53 + 1, 5e-324);

const DEEP = /"\\u0001DEEP:(\d+):(array|object)\\u0001"/g;

/** A value nested `depth` levels deep; `toJsonText` writes it out (JSON.stringify would overflow the stack). */
const deeplyNested = fc
  .tuple(fc.constantFrom(70, 5_000, 100_000), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => `\u0001DEEP:${depth}:${kind}\u0001`);

/** JSON text of a value built by these arbitraries, with its deeply nested parts written out. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(DEEP, (_, depth: string, kind: string) => {
    const levels = Number(depth);
    return kind === 'array' ? `${'['.repeat(levels)}1${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  });
}

/** Keys no schema declares, including the ones that pollute prototypes. */
const junkKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype'),
  oddText(0, 12).map((text) => `x-${text}`),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(junkString, oddNumber, fc.boolean(), fc.constant(null), deeplyNested, fc.jsonValue({ maxDepth: 3 }));

/** Built with Object.fromEntries so "__proto__" becomes a key, as JSON.parse makes it, not the prototype. */
const junkEntries = fc.array(fc.tuple(junkKey, junkValue), { maxLength: 3 });
const junkObject = junkEntries.map((entries) => Object.fromEntries(entries));

const notAnObject = fc.oneof(fc.constant(null), fc.boolean(), oddNumber, junkString, fc.array(junkValue, { maxLength: 3 }), deeplyNested);

const ownTypes = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : [schema.type].flat());

/** The JSON types a value may have, across the branches of a union; "number" admits every integer. */
function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set([...ownTypes(schema), ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((branch) => [...typesOf(branch)])]);
  if (types.has('number')) types.add('integer');
  return types;
}

const matches = (pattern: string, text: string) => new RegExp(pattern, 'u').test(text) || new RegExp(pattern, 'u').test(text.trim());

/** Values no value allowed by `schema` can equal; empty when its types are not known (a free-form value). */
function wrongValues(schema: JsonSchema, depth: number): fc.Arbitrary<unknown>[] {
  const types = typesOf(schema);
  if (types.size === 0) return [];
  const wrong: fc.Arbitrary<unknown>[] = [];
  if (!types.has('string')) wrong.push(junkString);
  else {
    if (schema.enum) wrong.push(junkString.filter((text) => !schema.enum!.includes(text)));
    if (schema.maxLength !== undefined) {
      const over = schema.maxLength + 1;
      wrong.push(
        fc.oneof(
          oddText(1, 3).map((text) => `${text}${'x'.repeat(over)}`),
          hugeText.filter((text) => text.trim().length > over),
        ),
      );
    }
    if (schema.pattern) wrong.push(junkString.filter((text) => !matches(schema.pattern!, text)));
    if (schema.format === 'uuid') wrong.push(junkString);
  }
  if (!types.has('integer')) wrong.push(oddNumber);
  else if (!types.has('number')) wrong.push(fc.constantFrom(0.5, 1.5, -2.25));
  if (types.has('integer') && schema.minimum !== undefined) wrong.push(fc.constant(schema.minimum - 1));
  if (types.has('integer') && schema.maximum !== undefined) wrong.push(fc.constant(schema.maximum + 1));
  if (!types.has('boolean')) wrong.push(fc.boolean());
  if (!types.has('null')) wrong.push(fc.constant(null));
  if (!types.has('array')) wrong.push(fc.array(junkValue, { maxLength: 3 }));
  else if (schema.items && depth < 2) {
    const wrongItems = wrongValues(schema.items, depth + 1);
    if (wrongItems.length) wrong.push(fc.oneof(...wrongItems).map((item) => [item]));
  }
  if (!types.has('object')) wrong.push(junkObject);
  else if (schema.properties && depth < 2) wrong.push(...objectsWithAWrongProperty([schema], depth + 1));
  return wrong;
}

/** The object shapes a body may take: the schema itself, or each branch of a union. */
const shapesOf = (schema: JsonSchema): JsonSchema[] => (schema.anyOf ?? schema.oneOf ?? [schema]).filter((shape) => typesOf(shape).has('object'));

/**
 * Objects with one declared property set to a value of the wrong type and otherwise only undeclared keys: every
 * shape either declares that property (and refuses the value) or misses one of its required properties.
 */
function objectsWithAWrongProperty(shapes: JsonSchema[], depth: number): fc.Arbitrary<unknown>[] {
  const names = [...new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})))];
  return names.flatMap((name) => {
    const declaring = shapes.filter((shape) => shape.properties?.[name]);
    if (!shapes.every((shape) => declaring.includes(shape) || shape.required?.length)) return [];
    // Shapes that declare the property differently might disagree on what is wrong.
    const definitions = new Set(declaring.map((shape) => JSON.stringify(shape.properties![name])));
    if (definitions.size > 1) return [];
    const wrong = wrongValues(declaring[0]!.properties![name]!, depth);
    if (wrong.length === 0) return [];
    return [fc.tuple(fc.oneof(...wrong), junkEntries).map(([value, junk]) => Object.fromEntries([...junk, [name, value]]))];
  });
}

/**
 * Request bodies that `schema` (an object or a union of objects) refuses whatever its refinements: not an object
 * at all, a declared property of the wrong type, or required properties missing; each may carry undeclared keys
 * with huge, odd or deeply nested values.
 */
export function invalidBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shapes = shapesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [notAnObject, ...objectsWithAWrongProperty(shapes, 0)];
  if (shapes.every((shape) => shape.required?.length)) options.push(junkObject);
  return fc.oneof(...options);
}

/** Text that is not JSON: a cut-off object, JavaScript rather than JSON, bytes that are not UTF-8. */
export const malformedJsonText: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc
    .tuple(
      junkObject.map((value) => toJsonText(value)),
      fc.nat(),
    )
    .map(([text, cut]) => text.slice(0, cut % text.length)),
  fc.constantFrom(
    "{'title': 'x'}",
    '{"a": NaN}',
    '{"a": 1,}',
    '{"a": undefined}',
    '{a: 1}',
    '{"a": 1} {"b": 2}',
    '{"a": "\u0001"}',
    '/* */ {}',
    '{"a": 01}',
    '"unterminated',
  ),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => new Uint8Array([0xff, 0xfe, 0xfd, ...bytes])),
);

/** Number edges: zero, signs, the largest safe integer and past it, PostgreSQL's integer range and past it. */
const INTEGER_EDGES = [0, 1, -1, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
const NUMBER_EDGES = [...INTEGER_EDGES, 0.5, 1e-7, 1e308, -1e308, 5e-324];

function numberWithin(schema: JsonSchema, edges: number[]): fc.Arbitrary<number> {
  const within = edges.filter(
    (value) => (schema.minimum === undefined || value >= schema.minimum) && (schema.maximum === undefined || value <= schema.maximum),
  );
  const bounds = [schema.minimum, schema.maximum].filter((value): value is number => value !== undefined);
  return fc.constantFrom(...within, ...bounds);
}

function textFor(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength: schema.maxLength });
  if (/email/i.test(name))
    return fc.oneof(
      fc.nat().map((id) => `odd-${id}@example.com`),
      oddText(1, 20).map((text) => `${text}@example.com`),
    );
  if (/password/i.test(name)) return oddText(0, 20).map((text) => `Long-enough-${text}`);
  if (/url|website/i.test(name)) return oddText(0, 20).map((text) => `https://example.com/${text}`);
  const maxLength = Math.min(schema.maxLength ?? 200, 200);
  return oddText(Math.min(schema.minLength ?? 0, maxLength), Math.max(Math.min(schema.minLength ?? 0, maxLength), Math.floor(maxLength / 2)));
}

/** A free-form value: odd text and keys, number edges, or nesting deeper than anything stores. */
const oddFreeForm: fc.Arbitrary<unknown> = fc.oneof(
  oddText(0, 30),
  fc.constantFrom(...NUMBER_EDGES),
  deeplyNested,
  fc.array(fc.tuple(oddText(0, 10), oddText(0, 30)), { maxLength: 3 }).map((entries) => Object.fromEntries(entries)),
);

/**
 * Bodies of the types `schema` declares whose text is odd (NUL, lone surrogates, bidi overrides, astral and
 * combining characters), whose numbers sit at the edges, and whose free-form parts nest deeply. Whether a
 * refinement then refuses them is the product's call; storing them must not fail.
 */
export function oddButTypedBody(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => oddButTypedBody(branch, name, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = ownTypes(schema);
  if (types.length === 0) return oddFreeForm;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return numberWithin(schema, INTEGER_EDGES);
        case 'number':
          return numberWithin(schema, NUMBER_EDGES);
        case 'string':
          return textFor(schema, name);
        case 'array': {
          const minLength = schema.minItems ?? 0;
          const item = schema.items ? oddButTypedBody(schema.items, name, depth + 1) : oddFreeForm;
          return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, depth > 4 ? 1 : 3)) });
        }
        default:
          return oddObject(schema, depth);
      }
    }),
  );
}

function oddObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const value = oddButTypedBody(property, name, depth + 1);
    return fc.tuple(fc.constant(name), required.has(name) ? value : fc.option(value, { nil: undefined }));
  });
  const extra = typeof schema.additionalProperties === 'object' ? fc.array(fc.tuple(oddText(0, 10), oddFreeForm), { maxLength: 3 }) : fc.constant([]);
  return fc
    .tuple(fc.tuple(...properties), extra)
    .map(([declared, free]) => Object.fromEntries([...free, ...declared.filter(([, value]) => value !== undefined)]));
}
