/**
 * The recognizer's harder test set, for make-card-images.mjs `--set hard`:
 * cards lying any way up, upside down, partly covered (a finger, or the back
 * of another card lying across a corner), two or three cards in one frame
 * (the one to read inside the guide frame, the others beside it), warm and
 * cold light, dim light and low-contrast tables, and Tech Deck faces whose
 * effect text runs close to the card's edges. Every image records its group
 * and the guide frame (shares of the frame: x, y, width, height), as the
 * app's preview draws it.
 *
 * Kept apart from the original set's plan so that set stays exactly as it
 * was (same seed, same draws): this module draws from its own PRNG.
 */

export const GROUPS = ['rotated', 'upside-down', 'covered', 'several', 'lighting'];

/** Table tops close to the card's own white (light linen, pale wood, a gray board). */
export const LOW_CONTRAST_TABLES = {
  linen: 'repeating-linear-gradient(0deg, #cdc6b6 0 2px, #d4cdbd 2px 5px), #d0c9b9',
  paleWood: 'repeating-linear-gradient(91deg, #cbb796 0px, #d3c09f 14px, #c4af8d 27px, #cfbb99 41px)',
  grayBoard: '#b4b6b8',
};

/** Light colours laid over the whole scene (multiply): warm lamps, cold daylight, a dim room. */
const LIGHTS = {
  warm: ['#ffd49a', '#ffc980', '#ffe0b5'],
  cold: ['#b9d2ff', '#c9dcff', '#aecbf5'],
  dim: ['#9a9a9a', '#a8a49c'],
};

const BACKS = [
  'repeating-linear-gradient(45deg, #7a1f2b 0 6px, #a83245 6px 12px)',
  'repeating-linear-gradient(-45deg, #1c3d7a 0 5px, #2f5aa8 5px 11px)',
  'radial-gradient(circle, #3d6b4f 2px, #1f3d2c 3px) 0 0 / 10px 10px',
];

/** Effect texts long enough to run to the card's edges. */
const LONG_EFFECTS = [
  'Exchange a piece in play for another card of the same value; the other player draws one card from the market and may play it at once.',
  'Reveal the top two cards of the deck, keep one of them and put the other under the deck; then every player discards a card.',
  'Copy the effect of another card in play until the end of the round, even when that card leaves play before it ends.',
];

/**
 * A Tech Deck face whose effect text fills a box running close to the edges
 * (the corners keep their indices, the middle its word and name).
 */
function edgeFace(code, { DOMAINS, DOMAIN_COLORS, NAMES }, pick) {
  const wild = code === 'wild';
  const m = /^(\d+)(kn|sc|te|se)$/.exec(code);
  const value = wild ? '&#9733;' : m[1];
  const word = wild ? 'Wild' : DOMAINS[m[2]];
  const color = wild ? '#444' : DOMAIN_COLORS[m[2]];
  const name = NAMES[code] ?? '';
  const effect = pick(LONG_EFFECTS);
  const corner = (rot) =>
    `<div class="corner" style="${rot ? 'bottom:3%;right:5%;transform:rotate(180deg)' : 'top:3%;left:5%'};color:${color}">${value}</div>`;
  return `${corner(false)}${corner(true)}
    <div style="position:absolute;top:22%;left:0;right:0;text-align:center;font-size:24px;font-weight:700;color:${color}">${word}</div>
    <div style="position:absolute;top:34%;left:8%;right:8%;text-align:center;font-size:21px;font-weight:700;color:#222">${name}</div>
    <div style="position:absolute;top:52%;left:3%;right:3%;bottom:18%;font-size:11.5px;line-height:1.25;color:#444;text-align:justify">${effect}</div>
    <div style="position:absolute;left:2.5%;right:22%;bottom:2.5%;font-size:10px;color:#777">${effect.slice(0, 48)}</div>`;
}

/** Half-extents of a cardW x cardH card turned `angle` degrees. */
function extents(cardW, cardH, angle) {
  const a = (angle * Math.PI) / 180;
  const s = Math.abs(Math.sin(a));
  const c = Math.abs(Math.cos(a));
  return { hx: (s * cardH + c * cardW) / 2, hy: (s * cardW + c * cardH) / 2 };
}

/** A point of the card (u, v: shares of its half-width and half-height) in frame pixels. */
function onCard(card, u, v) {
  const a = (card.angle * Math.PI) / 180;
  const x = (u * card.cardW) / 2;
  const y = (v * card.cardH) / 2;
  return { x: card.cx + x * Math.cos(a) - y * Math.sin(a), y: card.cy + x * Math.sin(a) + y * Math.cos(a) };
}

/**
 * Makes the hard plan. `lib` holds the original generator's draws and faces
 * (rand, pick, between, techFace, standardFace, FONTS, CARD_COLORS,
 * BACKGROUNDS, DOMAINS, DOMAIN_COLORS, NAMES, TECH_CODES, STANDARD_CODES).
 */
export function hardPlan(lib, { perGroupTech, perGroupStandard, fixtures }) {
  const { rand, pick, between } = lib;
  const items = [];
  const tables = { ...lib.BACKGROUNDS };
  const face = (deck, code, style) =>
    style === 'edge' ? edgeFace(code, lib, pick) : deck === 'tech-deck' ? lib.techFace(code, style) : lib.standardFace(code, style);
  const styleOf = (deck) => (deck === 'tech-deck' ? pick(['classic', 'banner', 'center', 'edge', 'edge']) : pick(['classic', 'framed']));

  const make = (group, deck, code, index) => {
    // the committed fixtures are small pictures (640x480, as the app's preview), the bench's as cameras give them
    const [frameW, frameH] = fixtures
      ? [640, 480]
      : group === 'several'
        ? pick([
            [800, 600],
            [1280, 720],
            [1280, 720],
          ])
        : pick([
            [640, 480],
            [800, 600],
            [1280, 720],
          ]);
    // the guide frame as the app draws it: 78% of the height, 5:7, in the middle
    const gh = 0.78 * frameH;
    const gw = (gh * 5) / 7;
    const guide = { x: (frameW - gw) / 2 / frameW, y: (frameH - gh) / 2 / frameH, width: gw / frameW, height: gh / frameH };
    const angle = group === 'upside-down' ? Math.round(between(150, 210) * 10) / 10 : Math.round(between(0, 360) * 10) / 10;
    let cardH = Math.round(frameH * (group === 'several' ? between(0.42, 0.58) : between(0.5, 0.8)));
    let cardW = Math.round((cardH * 250) / 350);
    // a turned card must fit the guide frame's height
    for (let e = extents(cardW, cardH, angle); 2 * e.hy > gh * 1.05 || 2 * e.hx > gw * 1.6; e = extents(cardW, cardH, angle)) {
      cardH = Math.round(cardH * 0.95);
      cardW = Math.round((cardH * 250) / 350);
    }
    const { hx, hy } = extents(cardW, cardH, angle);
    // inside the guide frame when it fits, else in the middle
    const gx0 = guide.x * frameW;
    const gy0 = guide.y * frameH;
    const cx = Math.round(hx * 2 <= gw ? between(gx0 + hx, gx0 + gw - hx) : frameW / 2 + between(-10, 10));
    const cy = Math.round(hy * 2 <= gh ? between(gy0 + hy, gy0 + gh - hy) : frameH / 2 + between(-6, 6));
    const style = styleOf(deck);
    const target = {
      code,
      deck,
      style,
      cardH,
      cardW,
      angle,
      cx,
      cy,
      font: pick(lib.FONTS),
      cardColor: pick(lib.CARD_COLORS),
      face: face(deck, code, style),
    };
    const cards = [target];
    const overlays = [];
    let background = pick(Object.keys(tables));
    let light = null;
    let cover = null;
    if (group === 'covered') {
      cover = rand() < 0.55 ? 'finger' : 'back';
      if (cover === 'finger') {
        // a fingertip reaching in over one side of the card (it may hide a corner index)
        const side = pick(['left', 'right', 'top', 'bottom']);
        const t = between(-0.85, 0.85);
        const depth = between(0.12, 0.3);
        const [u, v, nu, nv] = {
          left: [-1 + depth, t, -1, 0],
          right: [1 - depth, t, 1, 0],
          top: [t, -1 + depth * 0.7, 0, -1],
          bottom: [t, 1 - depth * 0.7, 0, 1],
        }[side];
        const tip = onCard(target, u, v);
        const far = onCard(target, u + nu * 4, v + nv * 4);
        const phi = (Math.atan2(far.y - tip.y, far.x - tip.x) * 180) / Math.PI;
        const fw = Math.round(cardW * between(0.22, 0.3));
        overlays.push({ kind: 'finger', x: tip.x, y: tip.y, width: Math.round(frameW * 1.5), height: fw, angle: phi });
      } else {
        // the back of another card lying across one corner of it
        const corner = pick([
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
        ]);
        // its centre out along the card's diagonal, so it hides a corner (a tenth to a fifth of the card), not half
        const c0 = onCard(target, corner[0], corner[1]);
        const mid = onCard(target, 0, 0);
        const len = Math.hypot(c0.x - mid.x, c0.y - mid.y);
        const out = between(0.6, 0.8) * cardH;
        const at = { x: c0.x + ((c0.x - mid.x) / len) * out, y: c0.y + ((c0.y - mid.y) / len) * out };
        overlays.push({ kind: 'back', x: at.x, y: at.y, width: cardW, height: cardH, angle: between(0, 360), back: pick(BACKS) });
      }
    }
    if (group === 'several') {
      // one or two more cards beside the guide frame (partly in view, partly over its edge)
      const others = rand() < 0.5 ? 1 : 2;
      const sides = others === 2 ? ['left', 'right'] : [pick(['left', 'right'])];
      for (const side of sides) {
        const otherDeck = deck;
        const codes = otherDeck === 'tech-deck' ? lib.TECH_CODES : lib.STANDARD_CODES;
        const otherCode = pick(codes.filter((c) => c !== code));
        const oAngle = between(0, 360);
        const oStyle = styleOf(otherDeck);
        const oe = extents(cardW, cardH, oAngle);
        const edge = side === 'left' ? gx0 : gx0 + gw;
        // its centre beyond the guide's edge, so most of it lies outside the guide
        // never over the card to read: their outlines stay apart (touching cards are not in this set)
        const clear = hx + oe.hx + 6;
        const ocx =
          side === 'left'
            ? Math.min(edge - oe.hx * between(0.75, 1.1), cx - clear)
            : Math.max(edge + oe.hx * between(0.75, 1.1), cx + clear);
        cards.push({
          code: otherCode,
          deck: otherDeck,
          style: oStyle,
          cardH,
          cardW,
          angle: Math.round(oAngle * 10) / 10,
          cx: Math.round(ocx),
          cy: Math.round(between(oe.hy, frameH - oe.hy)),
          font: pick(lib.FONTS),
          cardColor: pick(lib.CARD_COLORS),
          face: face(otherDeck, otherCode, oStyle),
        });
      }
    }
    if (group === 'lighting') {
      const kind = pick(['warm', 'cold', 'dim', 'low-contrast', 'low-contrast']);
      if (kind === 'low-contrast') {
        background = pick(Object.keys(LOW_CONTRAST_TABLES));
        light = rand() < 0.4 ? pick([...LIGHTS.warm, ...LIGHTS.cold]) : null;
      } else {
        light = pick(LIGHTS[kind]);
      }
      overlays.push({ kind: 'light', light, label: kind });
    }
    const blur = pick([0, 0, 0.5, 1]);
    const noise = pick([0, 0, 0.06, 0.1]);
    const quality = fixtures ? 60 : pick([92, 75, 55, 40]);
    const safe = code.replace(/[^a-zA-Z0-9]/g, '');
    return {
      file: `${group}-${deck}-${safe}-${index}.jpg`,
      group,
      deck,
      code,
      style,
      background,
      frameW,
      frameH,
      cardH,
      angle,
      cx,
      cy,
      blur,
      noise,
      quality,
      font: target.font,
      cardColor: target.cardColor,
      guide,
      cover,
      light: overlays.find((o) => o.kind === 'light')?.label ?? null,
      others: cards.slice(1).map((c) => ({ code: c.code, cx: c.cx, cy: c.cy, angle: c.angle })),
      _cards: cards,
      _overlays: overlays,
      _table: tables[background] ?? LOW_CONTRAST_TABLES[background],
    };
  };

  if (fixtures) items.push(e2eItem(lib));
  for (const group of GROUPS) {
    const n = { tech: perGroupTech, standard: perGroupStandard };
    for (let i = 0; i < n.tech; i++) items.push(make(group, 'tech-deck', pick(lib.TECH_CODES), i));
    for (let i = 0; i < n.standard; i++) items.push(make(group, 'standard-52', pick(lib.STANDARD_CODES), i));
  }
  // a repeated code in a group gets its own file name
  const seen = new Map();
  for (const it of items) {
    const k = it.file;
    const count = seen.get(k) ?? 0;
    seen.set(k, count + 1);
    if (count > 0) it.file = it.file.replace(/\.jpg$/, `-${count}.jpg`);
  }
  return items;
}

/**
 * The camera test's picture (test/e2e/camera-guide.spec.ts): 640x480 like the
 * app's 4:3 preview, the nine of hearts upside down inside the guide frame
 * and the king of clubs beside it, outside the frame.
 */
function e2eItem(lib) {
  const frameW = 640;
  const frameH = 480;
  const gh = 0.78 * frameH;
  const gw = (gh * 5) / 7;
  const guide = { x: (frameW - gw) / 2 / frameW, y: (frameH - gh) / 2 / frameH, width: gw / frameW, height: gh / frameH };
  const card = (code, cx, cy, cardH, angle) => ({
    code,
    deck: 'standard-52',
    style: 'classic',
    cardH,
    cardW: Math.round((cardH * 250) / 350),
    angle,
    cx,
    cy,
    font: lib.FONTS[0],
    cardColor: '#ffffff',
    face: lib.standardFace(code, 'classic'),
  });
  const cards = [card('9H', 320, 240, 290, 186), card('KC', 92, 250, 210, 14)];
  return {
    file: 'e2e-two-cards-9H.jpg',
    group: 'several',
    deck: 'standard-52',
    code: '9H',
    style: 'classic',
    background: 'felt',
    frameW,
    frameH,
    cardH: 290,
    angle: 186,
    cx: 320,
    cy: 240,
    blur: 0,
    noise: 0,
    quality: 80,
    font: lib.FONTS[0],
    cardColor: '#ffffff',
    guide,
    cover: null,
    light: null,
    others: [{ code: 'KC', cx: 92, cy: 250, angle: 14 }],
    _cards: cards,
    _overlays: [],
    _table: lib.BACKGROUNDS.felt,
  };
}

/** The HTML of a hard scene: its cards, then fingers and card backs over them, then the light. */
export function hardScene(item, noiseSeed) {
  const { frameW, frameH, blur, noise, _cards: cards, _overlays: overlays, _table: table } = item;
  const cardDiv = (c, i) => {
    const scale = c.cardH / 350;
    return `<div class="card" style="z-index:${10 + i};left:${c.cx - c.cardW / 2}px;top:${c.cy - c.cardH / 2}px;
      transform:translate(${c.cardW / 2}px,${c.cardH / 2}px) rotate(${c.angle}deg) translate(${-c.cardW / 2}px,${-c.cardH / 2}px) scale(${scale});
      background:${c.cardColor};font-family:${c.font};filter:blur(${blur / scale}px)">${c.face}</div>`;
  };
  const overlay = (o) => {
    if (o.kind === 'finger')
      return `<div style="position:absolute;z-index:50;left:${o.x}px;top:${o.y - o.height / 2}px;width:${o.width}px;height:${o.height}px;
        transform-origin:0 50%;transform:rotate(${o.angle}deg);border-radius:${o.height / 2}px ${o.height / 3}px ${o.height / 3}px ${o.height / 2}px;
        background:linear-gradient(0deg,#b97a5c,#e2ae8f 35%,#eab89a 55%,#c88a6a);box-shadow:2px 5px 12px rgba(0,0,0,.45)"></div>`;
    if (o.kind === 'back')
      return `<div style="position:absolute;z-index:40;left:${o.x - o.width / 2}px;top:${o.y - o.height / 2}px;width:${o.width}px;height:${o.height}px;
        transform:rotate(${o.angle}deg);border-radius:${o.width * 0.05}px;background:${o.back};border:${Math.round(o.width * 0.03)}px solid #2b2b33;
        box-shadow:2px 4px 10px rgba(0,0,0,.5)"></div>`;
    if (o.kind === 'light' && o.light)
      return `<div style="position:absolute;inset:0;z-index:60;background:${o.light};mix-blend-mode:multiply"></div>`;
    return '';
  };
  return `<!doctype html><html><head><style>
    html,body{margin:0;width:${frameW}px;height:${frameH}px;overflow:hidden}
    body{background:${table};position:relative}
    .card{position:absolute;width:250px;height:350px;transform-origin:0 0;border-radius:14px;box-shadow:2px 4px 10px rgba(0,0,0,.45)}
    .corner{position:absolute;font-size:52px;font-weight:700;line-height:1}
    #nz{position:absolute;inset:0;z-index:70;pointer-events:none}
  </style></head><body>${cards.map(cardDiv).join('')}${overlays.map(overlay).join('')}
  <canvas id="nz" width="${frameW}" height="${frameH}"></canvas>
  <script>
    ${
      noise
        ? `const n = document.getElementById('nz').getContext('2d'); const img = n.createImageData(${frameW}, ${frameH}); let s = ${noiseSeed};
    for (let i = 0; i < img.data.length; i += 4) { s = (s * 1103515245 + 12345) & 0x7fffffff; const v = s % 256;
      img.data[i] = v; img.data[i + 1] = v; img.data[i + 2] = v; img.data[i + 3] = ${Math.round(255 * noise)}; }
    n.putImageData(img, 0, 0);`
        : ''
    }
  </script></body></html>`;
}
