/**
 * Turning a zod refusal into the parts of a rule error: every parser of
 * untrusted input (actions, deck files, teach records, CLI lines) reports the
 * first problem zod found and where it is.
 */
import type { z } from 'zod';

/** The first problem zod found, with its place as a dotted path ('' for the whole value). */
export function firstIssue(error: z.ZodError): { readonly path: string; readonly message: string | undefined } {
  const issue = error.issues[0];
  return { path: issue ? issue.path.map(String).join('.') : '', message: issue?.message };
}
