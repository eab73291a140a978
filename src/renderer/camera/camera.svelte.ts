/**
 * The camera itself: which cameras there are (enumerateDevices), the chosen
 * one (remembered between runs), its live stream, and what went wrong in
 * plain words. A camera that is missing, refused or unplugged leaves
 * `problem` set and everything else working; nothing here throws.
 */
import { t } from '../i18n/index.svelte';
import { CAMERA_GONE, CAMERA_STOPPED, NO_CAMERA_API, cameraProblem } from './camera-problems';

export interface CameraChoice {
  readonly deviceId: string;
  readonly label: string;
}

const REMEMBERED = 'deckside.camera';

function remembered(): string {
  try {
    return localStorage.getItem(REMEMBERED) ?? '';
  } catch {
    return '';
  }
}

export class CameraFeed {
  readonly #media: MediaDevices | undefined;
  devices = $state.raw<readonly CameraChoice[]>([]);
  /** The chosen camera ('' = the system's default). */
  deviceId = $state(remembered());
  stream = $state.raw<MediaStream | null>(null);
  status = $state<'off' | 'starting' | 'live' | 'failed'>('off');
  problem = $state<string | null>(null);
  #onDeviceChange = () => void this.refreshDevices(true);
  #generation = 0;

  constructor(media: MediaDevices | undefined = globalThis.navigator?.mediaDevices) {
    this.#media = media;
  }

  /** Starts (or restarts) the chosen camera. */
  async start(): Promise<void> {
    const media = this.#media;
    this.#release();
    const generation = ++this.#generation;
    if (!media?.getUserMedia) {
      this.status = 'failed';
      this.problem = NO_CAMERA_API();
      return;
    }
    this.status = 'starting';
    this.problem = null;
    media.addEventListener?.('devicechange', this.#onDeviceChange);
    try {
      const video: MediaTrackConstraints = {
        width: { ideal: 1280 },
        height: { ideal: 720 },
        ...(this.deviceId ? { deviceId: { exact: this.deviceId } } : {}),
      };
      const stream = await media.getUserMedia({ video, audio: false });
      if (generation !== this.#generation) {
        // Stopped or restarted while the camera was starting.
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      for (const track of stream.getVideoTracks()) track.addEventListener('ended', () => this.#stopped(generation));
      this.stream = stream;
      this.status = 'live';
      await this.refreshDevices(false);
    } catch (e) {
      if (generation !== this.#generation) return;
      // A remembered camera that is gone: fall back to the default one once.
      if (this.deviceId && (e as { name?: string } | null)?.name === 'OverconstrainedError') {
        this.deviceId = '';
        return this.start();
      }
      this.status = 'failed';
      this.problem = cameraProblem(e);
      await this.refreshDevices(false);
    }
  }

  /** Chooses another camera and starts it. */
  async choose(deviceId: string): Promise<void> {
    this.deviceId = deviceId;
    try {
      localStorage.setItem(REMEMBERED, deviceId);
    } catch {
      // Private mode or storage full: the choice lasts for this run only.
    }
    await this.start();
  }

  /** Reads the list of cameras; `changed` when the system said one came or went. */
  async refreshDevices(changed: boolean): Promise<void> {
    let all: MediaDeviceInfo[] = [];
    try {
      all = (await this.#media?.enumerateDevices?.()) ?? [];
    } catch {
      all = [];
    }
    const cams = all.filter((d) => d.kind === 'videoinput');
    this.devices = cams.map((d, i) => ({ deviceId: d.deviceId, label: d.label || t('screens.camera.device', { n: i + 1 }) }));
    const current = this.stream?.getVideoTracks()[0]?.getSettings().deviceId;
    if (changed && this.status === 'live' && current && !cams.some((d) => d.deviceId === current)) {
      this.#release();
      this.status = 'failed';
      this.problem = CAMERA_GONE();
    } else if (changed && this.status === 'failed' && cams.length > 0 && this.problem !== null) {
      // A camera was plugged in: try again by itself.
      void this.start();
    }
  }

  /** Releases the camera (the dialog closed). */
  stop(): void {
    this.#generation++;
    this.#release();
    this.#media?.removeEventListener?.('devicechange', this.#onDeviceChange);
    this.status = 'off';
    this.problem = null;
  }

  #stopped(generation: number): void {
    if (generation !== this.#generation) return;
    this.#release();
    this.status = 'failed';
    this.problem = CAMERA_STOPPED();
  }

  #release(): void {
    for (const t of this.stream?.getTracks() ?? []) t.stop();
    this.stream = null;
  }
}
