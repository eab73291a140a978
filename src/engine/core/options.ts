/**
 * Variant options: fills in defaults and checks user-chosen values against a
 * game's option specs, so a match never starts with an option the rules do
 * not know or a value out of range.
 */
import type { OptionSpec, Options, OptionValue } from './game';
import { err, ok, type Result } from './result';

export function defaultOptions(specs: readonly OptionSpec[]): Options {
  return Object.fromEntries(specs.map((s) => [s.name, s.default]));
}

/** Checks and completes user options; string values (from a CLI or a form) are converted. */
export function resolveOptions(specs: readonly OptionSpec[], given: Readonly<Record<string, unknown>>): Result<Options> {
  const out: Record<string, OptionValue> = {};
  // Options may come straight from a log header or a request: refuse anything but a plain object.
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return err(
      'ERR_BAD_OPTION',
      `Variant options must be an object of name: value pairs; got ${Array.isArray(given) ? 'a list' : JSON.stringify(given)}.`,
      { path: 'options', params: { variant: 'variantOptions', value: Array.isArray(given) ? 'a list' : JSON.stringify(given) } },
    );
  }
  for (const name of Object.keys(given)) {
    if (!specs.some((s) => s.name === name)) {
      return err(
        'ERR_UNKNOWN_OPTION',
        `There is no variant option "${name}". Known options: ${specs.map((s) => s.name).join(', ') || 'none'}.`,
        { path: `options.${name}`, params: { name, map: specs.map((s) => s.name).join(', ') || 'none' } },
      );
    }
  }
  for (const spec of specs) {
    const raw = given[spec.name];
    if (raw === undefined) {
      out[spec.name] = spec.default;
      continue;
    }
    const value = coerce(spec, raw);
    if (!value.ok) return value;
    out[spec.name] = value.value;
  }
  return ok(out);
}

function coerce(spec: OptionSpec, raw: unknown): Result<OptionValue> {
  const path = `options.${spec.name}`;
  switch (spec.type) {
    case 'int': {
      // Only plain decimal text converts: Number() would also take '0x10', '1e3' and '5.0'.
      const n = typeof raw === 'string' && /^\s*[-+]?\d+\s*$/.test(raw) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < spec.min || n > spec.max) {
        return err(
          'ERR_BAD_OPTION',
          `Option ${spec.name} (${spec.label}) must be a whole number from ${spec.min} to ${spec.max}; got ${JSON.stringify(raw)}.`,
          {
            path,
            params: { variant: 'optionMust', name: spec.name, label: spec.label, min: spec.min, max: spec.max, raw: JSON.stringify(raw) },
          },
        );
      }
      return ok(n);
    }
    case 'enum':
      if (typeof raw !== 'string' || !spec.choices.includes(raw)) {
        return err(
          'ERR_BAD_OPTION',
          `Option ${spec.name} (${spec.label}) must be one of ${spec.choices.join(', ')}; got ${JSON.stringify(raw)}.`,
          {
            path,
            params: {
              variant: 'optionMust2',
              name: spec.name,
              label: spec.label,
              choices: spec.choices.join(', '),
              raw: JSON.stringify(raw),
            },
          },
        );
      }
      return ok(raw);
    case 'bool':
      if (raw === true || raw === 'true') return ok(true);
      if (raw === false || raw === 'false') return ok(false);
      return err('ERR_BAD_OPTION', `Option ${spec.name} (${spec.label}) must be true or false; got ${JSON.stringify(raw)}.`, {
        path,
        params: { variant: 'optionMust3', name: spec.name, label: spec.label, raw: JSON.stringify(raw) },
      });
    case 'text':
      if (typeof raw !== 'string' || raw.length > 500)
        return err('ERR_BAD_OPTION', `Option ${spec.name} (${spec.label}) must be text of at most 500 characters.`, {
          path,
          params: { variant: 'optionMust4', name: spec.name, label: spec.label },
        });
      return ok(raw);
  }
}

/** The value type a spec declares: enums keep their choices as literal types. */
type ValueOf<S extends OptionSpec> = S extends { readonly type: 'int' }
  ? number
  : S extends { readonly type: 'enum'; readonly choices: readonly (infer C)[] }
    ? C
    : S extends { readonly type: 'bool' }
      ? boolean
      : string;

/** A game's options, typed from its specs: one readonly field per option. */
export type OptionsOf<Specs extends readonly OptionSpec[]> = {
  readonly [S in Specs[number] as S['name']]: ValueOf<S>;
};

/** A game's option specs with the typed reader they imply (see defineOptions). */
export interface DefinedOptions<Specs extends readonly OptionSpec[]> {
  readonly specs: Specs;
  /** Every option at its default. */
  readonly defaults: OptionsOf<Specs>;
  /** Reads resolved options (resolveOptions has checked them); a missing or mistyped value takes its default. */
  read(options: Options): OptionsOf<Specs>;
}

function valueMatches(spec: OptionSpec, value: OptionValue | undefined): value is OptionValue {
  switch (spec.type) {
    case 'int':
      return typeof value === 'number' && Number.isInteger(value);
    case 'enum':
      return typeof value === 'string' && spec.choices.includes(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string';
  }
}

/**
 * Declares a game's options once: the specs (for forms, the CLI's `games`,
 * resolveOptions) and the typed options the rules read, with the defaults
 * written in one place only.
 */
export function defineOptions<const Specs extends readonly OptionSpec[]>(specs: Specs): DefinedOptions<Specs> {
  const read = (options: Options): OptionsOf<Specs> => {
    const out: Record<string, OptionValue> = {};
    for (const spec of specs) {
      const given = options[spec.name];
      out[spec.name] = valueMatches(spec, given) ? given : spec.default;
    }
    // Cast: `out` holds exactly one value per spec, each checked against its spec's type above, which is what OptionsOf<Specs> states.
    return out as OptionsOf<Specs>;
  };
  return { specs, defaults: read({}), read };
}
