/**
 * Short signals through WebAudio (no sound files: nothing to load, nothing
 * remote). A falling-tone chime for a clock at zero, a soft blip for a phase
 * change. Browsers only start audio after a user gesture; the first click or
 * key press of a match has always happened before a clock can run out.
 */
let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx;
}

function tone(freq: number, start: number, duration: number, volume = 0.25): void {
  const a = audio();
  if (!a) return;
  const osc = a.createOscillator();
  const gain = a.createGain();
  osc.frequency.value = freq;
  osc.type = 'sine';
  const t0 = a.currentTime + start;
  gain.gain.setValueAtTime(0.0001, t0);
  gain.gain.exponentialRampToValueAtTime(volume, t0 + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, t0 + duration);
  osc.connect(gain).connect(a.destination);
  osc.start(t0);
  osc.stop(t0 + duration + 0.05);
}

/** Three descending tones: time is up. */
export function playTimeUp(): void {
  tone(880, 0, 0.35);
  tone(660, 0.35, 0.35);
  tone(440, 0.7, 0.7);
}

/** One short blip: the phase changed. */
export function playPhaseChange(): void {
  tone(660, 0, 0.15, 0.15);
}

/** Unlocks audio on the first user gesture (browsers refuse audio before one). */
export function unlockAudio(): void {
  audio();
}
