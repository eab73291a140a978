/** Result: the shape every rule answers with, and unwrap for callers holding an invariant. */
import { describe, expect, it } from 'vitest';
import { err, ok, OK, unwrap } from '../../../src/engine/core/result';

describe('Result', () => {
  it('builds successes and errors with code, message, rule and path', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(OK).toEqual({ ok: true, value: undefined });
    expect(err('ERR_X', 'Because.', { rule: 'R', path: 'cards[1]' })).toEqual({
      ok: false,
      error: { code: 'ERR_X', message: 'Because.', rule: 'R', path: 'cards[1]' },
    });
    expect(err('ERR_X', 'Because.')).toEqual({ ok: false, error: { code: 'ERR_X', message: 'Because.' } });
  });

  it('unwrap returns the value or throws with the code and message', () => {
    expect(unwrap(ok('v'))).toBe('v');
    expect(() => unwrap(err('ERR_NOPE', 'Not allowed.'))).toThrow('ERR_NOPE: Not allowed.');
  });
});
