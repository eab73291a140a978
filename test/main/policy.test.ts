/** Electron main's security policy: trusted frames and permissions. */
import { describe, expect, it } from 'vitest';
import { APP_ENTRY, APP_ORIGIN, isExternalHandoff, isPermissionAllowed, isRequestAllowed, isTrustedSender } from '../../src/main/policy';

describe('main process policy', () => {
  it('trusts only the top frame of the app origin (or the dev server in development)', () => {
    expect(isTrustedSender({ url: APP_ENTRY, parent: null }, APP_ORIGIN)).toBe(true);
    expect(isTrustedSender({ url: 'http://localhost:5173/', parent: null }, 'http://localhost:5173')).toBe(true);
    expect(isTrustedSender({ url: 'http://localhost:5174/', parent: null }, 'http://localhost:5173')).toBe(false);
    expect(isTrustedSender({ url: 'http://localhost:5173/', parent: null }, APP_ORIGIN)).toBe(false);
  });

  it('grants the camera to the app page only, and nothing else', () => {
    expect(isPermissionAllowed('media', APP_ENTRY, ['video'], APP_ORIGIN)).toBe(true);
    expect(isPermissionAllowed('media', APP_ORIGIN, [], APP_ORIGIN)).toBe(true);
    expect(isPermissionAllowed('media', APP_ENTRY, ['video', 'audio'], APP_ORIGIN)).toBe(false);
    expect(isPermissionAllowed('media', 'https://evil.example/', ['video'], APP_ORIGIN)).toBe(false);
    expect(isPermissionAllowed('media', undefined, ['video'], APP_ORIGIN)).toBe(false);
    for (const p of ['geolocation', 'notifications', 'openExternal', 'clipboard-read', 'midi', 'fullscreen'])
      expect(isPermissionAllowed(p, APP_ENTRY, [], APP_ORIGIN)).toBe(false);
  });

  it('lets the window load its own content only', () => {
    expect(isRequestAllowed(`${APP_ORIGIN}/assets/x.js`, APP_ORIGIN)).toBe(true);
    expect(isRequestAllowed('data:image/png;base64,AA', APP_ORIGIN)).toBe(true);
    expect(isRequestAllowed('blob:app://deckside/123', APP_ORIGIN)).toBe(true);
    expect(isRequestAllowed('https://cdn.example/tesseract.js', APP_ORIGIN)).toBe(false);
    expect(isRequestAllowed('file:///etc/passwd', APP_ORIGIN)).toBe(false);
    expect(isRequestAllowed('ws://localhost:5173/', 'http://localhost:5173')).toBe(true);
    expect(isRequestAllowed('ws://localhost:5173/', APP_ORIGIN)).toBe(false);
  });
});

describe('isExternalHandoff', () => {
  it('hands only BG Stats push-play links to the operating system', () => {
    expect(isExternalHandoff('bgstats://app.bgstatsapp.com/createPlay.html?data=%7B%22a%22%3A1%7D')).toBe(true);
    expect(isExternalHandoff('https://app.bgstatsapp.com/createPlay.html?data=%7B%7D')).toBe(true);
    expect(isExternalHandoff('https://evil.example/createPlay.html?data=%7B%7D')).toBe(false);
    expect(isExternalHandoff('https://app.bgstatsapp.com.evil.example/createPlay.html?data=%7B%7D')).toBe(false);
    expect(isExternalHandoff('bgstats://app.bgstatsapp.com/createPlay.html?data=%7B%7D&next=file:///etc/passwd')).toBe(false);
    expect(isExternalHandoff('file:///etc/passwd')).toBe(false);
    expect(isExternalHandoff('javascript:alert(1)')).toBe(false);
  });
});
