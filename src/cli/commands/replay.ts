/**
 * `deckside replay <file.jsonl> [...]` (architecture.md): replays each
 * playtest log with its game's rules and prints one JSON line per file, the
 * final state summary: scores, winner(s), violations (events the rules refuse
 * on replay, with seq, code and message; the replay skips them and goes on)
 * problems (damaged lines, with line numbers), the notes written during play
 * and each player's latest questionnaire answers. A file that cannot be
 * read or has no usable header gives {"file", "error": {"code", "message"}}
 * and the next file is still replayed. Exit code: 0 when every log is clean,
 * 1 when any had an error, a violation or a damaged line, 2 on bad usage.
 */
import { readFile } from 'node:fs/promises';
import type { AnyGameDefinition } from '../../engine/core/game';
import type { Result } from '../../engine/core/result';
import { getGame } from '../../engine/registry';
import { latestFeedback, parseMatchText } from '../../store/match-file';
import { configOf, notesOfMatch, replayReport } from '../../store/replay-report';
import type { CliCommand } from '../io';

export const REPLAY_USAGE = 'usage: deckside replay <file.jsonl> [more files ...]';

export function makeReplayCommand(lookup: (id: string) => Result<AnyGameDefinition> = getGame): CliCommand {
  return async (args, io) => {
    const flag = args.find((a) => a.startsWith('-'));
    if (args.length === 0 || flag !== undefined) {
      io.err(`${flag ? `Unknown option "${flag}".` : 'replay needs a playtest log.'}\n${REPLAY_USAGE}`);
      return 2;
    }
    let clean = true;
    for (const file of args) {
      const fail = (code: string, message: string): void => {
        clean = false;
        io.out(JSON.stringify({ file, error: { code, message } }));
        io.err(`${file}: ${code}: ${message}`);
      };
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (e) {
        fail('ERR_READ', `Cannot read the file: ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      const read = parseMatchText(text, file);
      if (!read.header) {
        const first = read.problems[0];
        fail('ERR_MATCH_DAMAGED', first ? `line ${first.line}: ${first.message}` : 'No usable header.');
        continue;
      }
      const game = lookup(read.header.game);
      if (!game.ok) {
        fail(game.error.code, game.error.message);
        continue;
      }
      const def = game.value;
      const header = read.header;
      // Exactly, as the referee at the table: replay reports every entry the rules refuse.
      const report = replayReport(def, header, read.events, { exact: true });
      if (report.setupError) {
        fail(report.setupError.code, `The match cannot be set up: ${report.setupError.message}`);
        continue;
      }
      const names = configOf(header).players;
      const sheet = def.score(report.state);
      io.out(
        JSON.stringify({
          file,
          matchId: header.matchId,
          game: header.game,
          rulesVersion: header.rulesVersion,
          players: names.map((name, seat) => ({ seat, name })),
          events: read.events.length,
          applied: report.applied,
          finished: report.finished,
          phase: report.phase,
          reason: report.reason,
          lowerIsBetter: sheet.lowerIsBetter,
          scores: names.map((name, seat) => ({ seat, name, total: sheet.totals[seat] ?? null, rounds: sheet.rows[seat] ?? [] })),
          winners: report.winners.map((seat) => ({ seat, name: names[seat] ?? null })),
          violations: report.violations,
          problems: read.problems.map((p) => ({ line: p.line, message: p.message })),
          notes: notesOfMatch(read.events, read.notes),
          feedback: latestFeedback(read.feedback).map((f) => ({ seat: f.seat, name: f.player, answers: f.answers })),
        }),
      );
      if (report.violations.length > 0 || read.problems.length > 0) {
        clean = false;
        for (const v of report.violations) io.err(`${file}: event ${v.seq} refused on replay: ${v.code}: ${v.message}`);
        for (const p of read.problems) io.err(`${file}:${p.line}: ${p.message}`);
      }
    }
    return clean ? 0 : 1;
  };
}

export const replayCommand = makeReplayCommand();
