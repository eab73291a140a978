/** Where the preview's guide frame lies in the picture sent, and the scan sending it. */
import { describe, expect, it } from 'vitest';
import { err, ok } from '../../src/engine/core/result';
import type { CardScan, ScanGuide } from '../../src/contract/api';
import { scanGuideSchema } from '../../src/contract/schemas';
import { guideInFrame, outlinePoints } from '../../src/renderer/camera/guide';
import { ScanState, scanFailure } from '../../src/renderer/camera/scanner.svelte';

describe('the guide frame in the picture', () => {
  it('a 4:3 picture filling a 4:3 preview: the guide box in shares of it', () => {
    const g = guideInFrame(
      { left: 100 + 160, top: 50 + 30, width: 160, height: 224 },
      { left: 100, top: 50, width: 640, height: 480 },
      1280,
      960,
    );
    expect(g).not.toBeNull();
    expect(g?.x).toBeCloseTo(0.25, 6);
    expect(g?.y).toBeCloseTo(30 / 480, 6);
    expect(g?.width).toBeCloseTo(0.25, 6);
    expect(g?.height).toBeCloseTo(224 / 480, 6);
  });

  it('a 16:9 picture letterboxed in a 4:3 preview: shares of the picture, cut to it', () => {
    // the picture is 640x360 in the middle of a 640x480 box (60 px bands above and below)
    const g = guideInFrame({ left: 200, top: 40, width: 240, height: 400 }, { left: 0, top: 0, width: 640, height: 480 }, 1280, 720);
    expect(g?.x).toBeCloseTo(200 / 640, 6);
    expect(g?.y).toBe(0);
    expect(g?.width).toBeCloseTo(240 / 640, 6);
    expect(g?.height).toBe(1);
  });

  it('a guide box off the picture, or no picture, gives no guide', () => {
    expect(guideInFrame({ left: 700, top: 0, width: 10, height: 10 }, { left: 0, top: 0, width: 640, height: 480 }, 640, 480)).toBeNull();
    expect(guideInFrame({ left: 0, top: 0, width: 10, height: 10 }, { left: 0, top: 0, width: 640, height: 480 }, 0, 0)).toBeNull();
  });

  it('the API schema takes a guide frame inside the picture and refuses others', () => {
    expect(scanGuideSchema.safeParse({ x: 0.3, y: 0.1, width: 0.4, height: 0.8 }).success).toBe(true);
    expect(scanGuideSchema.safeParse({ x: 0.7, y: 0.1, width: 0.4, height: 0.8 }).success).toBe(false);
    expect(scanGuideSchema.safeParse({ x: -0.1, y: 0.1, width: 0.4, height: 0.8 }).success).toBe(false);
    expect(scanGuideSchema.safeParse({ x: 0.1, y: 0.1, width: 0, height: 0.8 }).success).toBe(false);
    expect(scanGuideSchema.safeParse({ x: 0.1, y: 0.1, width: 0.2, height: 0.2, extra: 1 }).success).toBe(false);
  });

  it('an outline becomes polygon points', () => {
    expect(
      outlinePoints([
        { x: 1.2, y: 2 },
        { x: 3, y: 2.6 },
      ]),
    ).toBe('1,2 3,3');
  });
});

describe('a scan with the guide frame', () => {
  const scan: CardScan = {
    card: '7C',
    confidence: 0.98,
    candidates: ['7C'],
    text: '7',
    corners: [
      { x: 1, y: 2 },
      { x: 3, y: 2 },
      { x: 3, y: 4 },
      { x: 1, y: 4 },
    ],
  };

  it('sends the guide frame and keeps the picture size the outline is drawn in', async () => {
    const sent: (ScanGuide | null | undefined)[] = [];
    const s = new ScanState('standard-52', {
      recognize: async (_deck, _image, guide) => (sent.push(guide), ok(scan)),
      teachCard: async () => err('ERR_UNUSED', 'not used'),
    });
    const guide = { x: 0.3, y: 0.1, width: 0.4, height: 0.8 };
    await s.read('/9j/AAAA', { guide, width: 640, height: 480 });
    expect(sent).toEqual([guide]);
    expect(s.frameSize).toEqual({ width: 640, height: 480 });
    expect(s.result?.corners).toHaveLength(4);
  });

  it('says plainly when no card is inside the guide frame', () => {
    expect(scanFailure('ERR_NO_CARD_IN_GUIDE', 'x')).toMatch(/^No card inside the guide frame/);
  });
});
