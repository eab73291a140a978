/**
 * The camera feed with a fake MediaDevices: a live camera lists the cameras;
 * a refused, missing or unplugged camera leaves a plain message (and no
 * stream) instead of an exception; a remembered camera that is gone falls
 * back to the default one.
 */
import { describe, expect, it } from 'vitest';
import { CameraFeed } from '../../src/renderer/camera/camera.svelte';
import { CAMERA_GONE, CAMERA_STOPPED, NO_CAMERA_API } from '../../src/renderer/camera/camera-problems';

class FakeTrack extends EventTarget {
  stopped = false;
  constructor(readonly deviceId: string) {
    super();
  }
  stop() {
    this.stopped = true;
  }
  getSettings() {
    return { deviceId: this.deviceId };
  }
}

function fakeMedia(opts: { cams: string[]; fail?: (deviceId: string | undefined) => unknown }) {
  const target = new EventTarget();
  const tracks: FakeTrack[] = [];
  const asked: (string | undefined)[] = [];
  const media = Object.assign(target, {
    async getUserMedia(c: MediaStreamConstraints) {
      const wanted = ((c.video as MediaTrackConstraints).deviceId as { exact: string } | undefined)?.exact;
      asked.push(wanted);
      const failure = opts.fail?.(wanted);
      if (failure) throw failure;
      const track = new FakeTrack(wanted ?? opts.cams[0] ?? 'none');
      tracks.push(track);
      return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
    },
    async enumerateDevices() {
      return opts.cams.map((id, i) => ({ kind: 'videoinput', deviceId: id, label: i === 0 ? '' : `Cam ${id}` }) as MediaDeviceInfo);
    },
  });
  return { media: media as unknown as MediaDevices, tracks, asked, cams: opts.cams };
}

describe('the camera feed', () => {
  it('goes live and lists the cameras (unnamed ones numbered)', async () => {
    const f = fakeMedia({ cams: ['a', 'b'] });
    const feed = new CameraFeed(f.media);
    await feed.start();
    expect(feed.status).toBe('live');
    expect(feed.problem).toBeNull();
    expect(feed.devices).toEqual([
      { deviceId: 'a', label: 'Camera 1' },
      { deviceId: 'b', label: 'Cam b' },
    ]);
    feed.stop();
    expect(f.tracks[0]?.stopped).toBe(true);
    expect(feed.status).toBe('off');
  });

  it('says the camera was refused, and carries on without a stream', async () => {
    const f = fakeMedia({ cams: ['a'], fail: () => new DOMException('denied', 'NotAllowedError') });
    const feed = new CameraFeed(f.media);
    await feed.start();
    expect(feed.status).toBe('failed');
    expect(feed.stream).toBeNull();
    expect(feed.problem).toMatch(/^Camera access was refused/);
  });

  it('says when there is no camera support at all', async () => {
    const feed = new CameraFeed(undefined);
    await feed.start();
    expect(feed.problem).toBe(NO_CAMERA_API());
  });

  it('notices a camera that stops or is unplugged', async () => {
    const f = fakeMedia({ cams: ['a'] });
    const feed = new CameraFeed(f.media);
    await feed.start();
    f.tracks[0]?.dispatchEvent(new Event('ended'));
    expect(feed.status).toBe('failed');
    expect(feed.problem).toBe(CAMERA_STOPPED());

    const g = fakeMedia({ cams: ['a', 'b'] });
    const other = new CameraFeed(g.media);
    await other.choose('b');
    expect(other.status).toBe('live');
    g.cams.splice(1, 1);
    await other.refreshDevices(true);
    expect(other.problem).toBe(CAMERA_GONE());
    expect(g.tracks[0]?.stopped).toBe(true);
  });

  it('falls back to the default camera when the remembered one is gone', async () => {
    const f = fakeMedia({ cams: ['a'], fail: (id) => (id === 'old' ? new DOMException('gone', 'OverconstrainedError') : null) });
    const feed = new CameraFeed(f.media);
    feed.deviceId = 'old';
    await feed.start();
    expect(f.asked).toEqual(['old', undefined]);
    expect(feed.status).toBe('live');
  });
});
