/**
 * A rule reference: `<file>#<id>`, a section of docs/rules/<file>.md (the
 * scheme of docs/rules/README.md). The file is a game id, `tech-deck` or
 * `README`; the id is one of that file's section anchors. Each game maps
 * every error code it can return to one of these, so a refusal always
 * points at the section that states the rule (test/docs/rule-sections.test.ts
 * checks each reference against the docs).
 */

export const RULE_FILES = ['tech-exchange', 'tech-chess', 'grid-poker', 'for-ex', 'trades', 'tech-deck', 'README'] as const;
export type RuleFile = (typeof RULE_FILES)[number];
export const isRuleFile = (name: string): name is RuleFile => (RULE_FILES as readonly string[]).includes(name);

export type RuleRef = `${RuleFile}#${string}`;

/** The file and the section id of a reference. */
export function splitRuleRef(ref: RuleRef): { file: RuleFile; id: string } {
  const at = ref.indexOf('#');
  const file = ref.slice(0, at);
  return { file: isRuleFile(file) ? file : 'README', id: ref.slice(at + 1) };
}

/**
 * Codes any game can meet through the shared match pipeline (core/match.ts,
 * core/log.ts): reading a stored log, undo, a note too long. They point at
 * the README's shared readings.
 */
export const CORE_SECTIONS = {
  ERR_LOG_SEQUENCE: 'README#reopening',
  ERR_ACTOR_MISMATCH: 'README#reopening',
  ERR_UNDO_OUT_OF_RANGE: 'README#reopening',
  ERR_TEXT_TOO_LONG: 'README#reopening',
  ERR_BAD_DECK_FILE: 'tech-deck#deck-file',
} as const satisfies Readonly<Record<string, RuleRef>>;
