/**
 * The checked-in JSON Schemas as OpenAPI components. Tools resolve `$ref`s only to whole
 * components, so each schema's `$defs` become components of their own (`#/$defs/flowNode` is
 * `#/components/schemas/FlowNode`), and a `$ref` into the middle of another schema
 * (`flow-request#/properties/text`) is replaced by a copy of what it points at.
 */
type Json = Record<string, unknown>;

const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);

export interface HoistedSchemas {
  /** Component name to schema, the hoisted definitions included. */
  components: Record<string, Json>;
  /** Rewrites one schema (or part of one) written in the context of component `owner`. */
  rewrite(value: unknown, owner: string): unknown;
}

export function hoistSchemas(schemas: Record<string, Json>): HoistedSchemas {
  const byId = new Map<string, string>();
  const definitions = new Map<string, Map<string, string>>(); // owner -> def name -> component
  const taken = new Set(Object.keys(schemas));
  for (const [name, schema] of Object.entries(schemas)) {
    if (typeof schema.$id === 'string') byId.set(schema.$id, name);
    const defs = new Map<string, string>();
    for (const def of Object.keys((schema.$defs ?? {}) as Json)) {
      let component = pascal(def);
      if (taken.has(component)) component = `${name}${pascal(def)}`;
      if (taken.has(component)) throw new Error(`two schemas define ${component}`);
      taken.add(component);
      defs.set(def, component);
    }
    definitions.set(name, defs);
  }

  const pointerInto = (owner: string, pointer: string): unknown => {
    let value: unknown = schemas[owner];
    for (const part of pointer.split('/').slice(1)) value = (value as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (value === undefined) throw new Error(`cannot resolve #${pointer} in ${owner}`);
    return value;
  };

  /** A `$ref` as a reference to a component, or the copy of what it points into. */
  const resolveRef = (ref: string, owner: string): Json => {
    const [base, fragment = ''] = ref.split('#');
    const target = base ? byId.get(base) : owner;
    if (!target) throw new Error(`cannot place $ref ${ref} in the OpenAPI document`);
    if (fragment === '') return { $ref: `#/components/schemas/${target}` };
    const def = /^\/\$defs\/([^/]+)$/.exec(fragment);
    if (def && definitions.get(target)?.has(def[1])) return { $ref: `#/components/schemas/${definitions.get(target)!.get(def[1])}` };
    return rewrite(pointerInto(target, fragment), target) as Json;
  };

  function rewrite(value: unknown, owner: string): unknown {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, owner));
    if (value === null || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '$id' || key === '$schema' || key === '$defs') continue;
      if (key === '$ref' && typeof child === 'string') Object.assign(out, resolveRef(child, owner));
      else out[key] = rewrite(child, owner);
    }
    return out;
  }

  const components: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    components[name] = rewrite(schema, name) as Json;
    for (const [def, component] of definitions.get(name)!) components[component] = rewrite((schema.$defs as Json)[def], name) as Json;
  }
  return { components, rewrite };
}
