#!/usr/bin/env node
/**
 * Makes the recognizer's test set: photos-like images of every Tech Deck card
 * (value, domain word, name where known, a line of effect text) and every
 * standard card, in several card styles, sizes, rotations (up to 30 degrees),
 * blur, noise, glare and JPEG qualities, on several table backgrounds.
 *
 * Cards are drawn as HTML in Chromium (Debian's /usr/bin/chromium through
 * Playwright) because that gives real font rendering and anti-aliasing; every
 * random choice comes from a seeded PRNG, so a run is repeatable.
 *
 *   node scripts/make-card-images.mjs                 full set -> bench/.generated/cards/
 *   node scripts/make-card-images.mjs --fixtures      small committed subset (and 4 hand-made
 *                                                     prototype photos for teach mode) -> test/fixtures/cards/
 *   node scripts/make-card-images.mjs --out DIR --per-card N --seed S
 *   node scripts/make-card-images.mjs --set hard      the harder set (card-scenes-hard.mjs) -> bench/.generated/cards-hard/
 *   node scripts/make-card-images.mjs --set hard --fixtures   a few of it -> test/fixtures/cards/hard/
 *
 * Each output folder gets a manifest.json: [{file, deck, code, style, background, ...}].
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hardPlan, hardScene } from './card-scenes-hard.mjs';
import chromiumFlags from './chromium.json' with { type: 'json' };

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const fixtures = args.includes('--fixtures');
/** `--set hard`: the harder set (any rotation, covered, several cards, lighting; card-scenes-hard.mjs). */
const hard = opt('set', 'original') === 'hard';
const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultOut = hard
  ? fixtures
    ? 'test/fixtures/cards/hard'
    : 'bench/.generated/cards-hard'
  : fixtures
    ? 'test/fixtures/cards'
    : 'bench/.generated/cards';
const outDir = opt('out', null) ? path.resolve(opt('out')) : path.join(repoRoot, defaultOut);
const perTechCard = Number(opt('per-card', '4'));
const perStandardCard = Number(opt('per-standard-card', '2'));
/** Images per group of the hard set (Tech Deck, standard). */
const perGroupTech = Number(opt('per-group-tech', fixtures ? '2' : '80'));
const perGroupStandard = Number(opt('per-group-standard', fixtures ? '1' : '40'));
// the hard set draws from its own seed, so the original set stays as it was
let seed = Number(opt('seed', hard ? (fixtures ? '77' : '11') : fixtures ? '7' : '1'));

/** mulberry32: small, seeded, good enough for picking variants. */
function rand() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const between = (a, b) => a + rand() * (b - a);

const DOMAINS = { kn: 'Knowledge', sc: 'Science', te: 'Technology', se: 'Services' };
const DOMAIN_COLORS = { kn: '#1d4f91', sc: '#1f7a3a', te: '#8a2be2', se: '#b5520f' };
/** The names tech-deck.md knows; every other name is unknown and left off. */
const NAMES = {
  '1kn': 'Data Mining',
  '1sc': 'Material Sciences',
  '1te': 'Internet of Things',
  '1se': 'E-commerce',
  '7sc': 'Earth Sciences',
  '9se': 'Professional Services',
  '13sc': 'AI',
  '13te': 'Robotics',
};
const EFFECTS = [
  'Exchange a piece in play for another card.',
  'Reveal two cards from the deck.',
  'Copy the effect of another card in play.',
  'Expel a card from the market.',
  'Draw one card, then discard one.',
];
const SUIT_SYMBOL = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

const FONTS = ['"DejaVu Sans", sans-serif', '"Liberation Serif", serif', '"Liberation Sans", sans-serif', '"DejaVu Serif", serif'];
const CARD_COLORS = ['#ffffff', '#fbf7ec', '#f4f6fa', '#fffdf5'];

const BACKGROUNDS = {
  wood: 'repeating-linear-gradient(87deg, #5b3a1e 0px, #6e4725 9px, #4f321a 17px, #6a4424 30px)',
  felt: 'radial-gradient(circle at 40% 40%, #2f7a45, #1d5a31)',
  slate: '#3b4148',
  checker: 'repeating-conic-gradient(#7b2d26 0% 25%, #3c3c46 0% 50%) 0 0 / 48px 48px',
  plaid:
    'repeating-linear-gradient(0deg, rgba(150,150,170,0.35) 0 6px, transparent 6px 40px), repeating-linear-gradient(90deg, rgba(190,90,60,0.45) 0 10px, transparent 10px 52px), #2d3a52',
  dots: 'radial-gradient(circle, #8a8f99 3px, transparent 4px) 0 0 / 22px 22px, #30343a',
  oak: 'repeating-linear-gradient(92deg, #b89a72 0px, #c4a77e 12px, #ad8f68 23px, #bea176 37px)',
};

function techFace(code, style) {
  const wild = code === 'wild';
  const m = /^(\d+)(kn|sc|te|se)$/.exec(code);
  const value = wild ? '' : m[1];
  const domain = wild ? '' : m[2];
  const word = wild ? 'Wild' : DOMAINS[domain];
  const color = wild ? '#444' : DOMAIN_COLORS[domain];
  const name = NAMES[code] ?? '';
  const effect = pick(EFFECTS);
  const corner = (rot) =>
    `<div class="corner" style="${rot ? 'bottom:4%;right:6%;transform:rotate(180deg)' : 'top:4%;left:6%'};color:${color}">${value || '&#9733;'}</div>`;
  if (style === 'banner') {
    return `${corner(false)}${corner(true)}
      <div style="position:absolute;top:20%;left:8%;right:8%;height:12%;background:${color}22;border-radius:6px;display:flex;align-items:center;justify-content:center;font-size:26px;font-weight:700;color:${color};letter-spacing:1px">${word.toUpperCase()}</div>
      <div style="position:absolute;top:40%;left:10%;right:10%;text-align:center;font-size:24px;font-weight:700;color:#222">${name}</div>
      <div style="position:absolute;top:62%;left:12%;right:12%;text-align:center;font-size:13px;color:#555">${effect}</div>`;
  }
  if (style === 'center') {
    return `<div style="position:absolute;top:6%;left:0;right:0;text-align:center;font-size:24px;font-weight:700;color:${color}">${word}</div>
      <div style="position:absolute;top:22%;left:0;right:0;text-align:center;font-size:110px;font-weight:700;line-height:1;color:${color}">${value || '&#9733;'}</div>
      <div style="position:absolute;top:62%;left:8%;right:8%;text-align:center;font-size:22px;font-weight:600;color:#222">${name}</div>
      <div style="position:absolute;top:78%;left:12%;right:12%;text-align:center;font-size:12px;color:#666">${effect}</div>`;
  }
  // 'classic': corner values, a thin domain-coloured frame, the domain word under the name
  return `<div style="position:absolute;inset:3%;border:3px solid ${color};border-radius:10px"></div>
    ${corner(false)}${corner(true)}
    <div style="position:absolute;top:30%;left:10%;right:10%;text-align:center;font-size:23px;font-weight:700;color:#1a1a1a">${name}</div>
    <div style="position:absolute;top:46%;left:0;right:0;text-align:center;font-size:24px;font-weight:700;color:${color}">${word}</div>
    <div style="position:absolute;top:63%;left:14%;right:14%;text-align:center;font-size:12px;color:#555">${effect}</div>`;
}

/**
 * A hand-made prototype card: its value and a made-up name, no domain word,
 * so only what teach mode recorded can tell which card of that value it is.
 */
const PROTOTYPE_NAMES = { '5kn': 'Quantum Widgets', '5sc': 'Fusion Reactors' };

function prototypeFace(code) {
  const value = /^\d+/.exec(code)[0];
  return `<div style="position:absolute;inset:4%;border:2px dashed #555;border-radius:10px"></div>
    <div class="corner" style="top:5%;left:8%;color:#222">${value}</div>
    <div style="position:absolute;top:38%;left:8%;right:8%;text-align:center;font-size:30px;font-weight:700;color:#222">${PROTOTYPE_NAMES[code]}</div>
    <div style="position:absolute;top:62%;left:12%;right:12%;text-align:center;font-size:14px;color:#444">playtest draft</div>`;
}

function standardFace(code, style) {
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const sym = SUIT_SYMBOL[suit];
  const color = suit === 'H' || suit === 'D' ? '#c8102e' : '#111';
  const corner = (rot) =>
    `<div style="position:absolute;${rot ? 'bottom:3%;right:5%;transform:rotate(180deg)' : 'top:3%;left:5%'};text-align:center;color:${color};line-height:1">
       <div style="font-size:44px;font-weight:700">${rank}</div><div style="font-size:36px">${sym}</div></div>`;
  const n = Number(rank) || (rank === 'A' ? 1 : 0);
  let center;
  if (n === 0) {
    center = `<div style="position:absolute;top:26%;left:24%;right:24%;bottom:26%;border:2px solid ${color};display:flex;align-items:center;justify-content:center;font-size:96px;color:${color}">${sym}</div>`;
  } else if (n === 1) {
    center = `<div style="position:absolute;top:30%;left:0;right:0;text-align:center;font-size:120px;line-height:1;color:${color}">${sym}</div>`;
  } else {
    const pips = Array.from({ length: n }, () => `<span style="width:33%;text-align:center">${sym}</span>`).join('');
    center = `<div style="position:absolute;top:24%;left:22%;right:22%;bottom:24%;display:flex;flex-wrap:wrap;align-content:space-around;justify-content:center;font-size:${n > 6 ? 30 : 38}px;color:${color}">${pips}</div>`;
  }
  return `${style === 'classic' ? '' : `<div style="position:absolute;inset:3%;border:1px solid #bbb;border-radius:8px"></div>`}${corner(false)}${corner(true)}${center}`;
}

function scene(item) {
  const { frameW, frameH, cardH, angle, cx, cy, blur, noise, glare, background, cardColor, font, face } = item;
  const cardW = Math.round((cardH * 250) / 350);
  const scale = cardH / 350;
  return `<!doctype html><html><head><style>
    html,body{margin:0;width:${frameW}px;height:${frameH}px;overflow:hidden}
    body{background:${BACKGROUNDS[background]};}
    .card{position:absolute;width:250px;height:350px;left:${cx - cardW / 2}px;top:${cy - cardH / 2}px;
      transform-origin:0 0;transform:translate(${cardW / 2}px,${cardH / 2}px) rotate(${angle}deg) translate(${-cardW / 2}px,${-cardH / 2}px) scale(${scale});
      background:${cardColor};border-radius:14px;box-shadow:2px 4px 10px rgba(0,0,0,.45);font-family:${font};filter:blur(${blur / scale}px)}
    .corner{position:absolute;font-size:52px;font-weight:700;line-height:1}
    #fx,#nz{position:absolute;inset:0;pointer-events:none}
  </style></head><body><div class="card">${face}</div><canvas id="fx" width="${frameW}" height="${frameH}"></canvas><canvas id="nz" width="${frameW}" height="${frameH}"></canvas>
  <script>
    const c = document.getElementById('fx').getContext('2d');
    ${
      glare
        ? `const g = c.createRadialGradient(${glare.x}, ${glare.y}, 0, ${glare.x}, ${glare.y}, ${glare.r});
    g.addColorStop(0, 'rgba(255,255,255,${glare.a})'); g.addColorStop(1, 'rgba(255,255,255,0)');
    c.fillStyle = g; c.fillRect(0, 0, ${frameW}, ${frameH});`
        : ''
    }
    ${
      noise
        ? `const n = document.getElementById('nz').getContext('2d'); const img = n.createImageData(${frameW}, ${frameH}); let s = ${Math.floor(rand() * 1e9)};
    for (let i = 0; i < img.data.length; i += 4) { s = (s * 1103515245 + 12345) & 0x7fffffff; const v = s % 256;
      img.data[i] = v; img.data[i + 1] = v; img.data[i + 2] = v; img.data[i + 3] = ${Math.round(255 * noise)}; }
    n.putImageData(img, 0, 0);`
        : ''
    }
  </script></body></html>`;
}

function variant(deck, code, index, forceStyle = null) {
  const [frameW, frameH] = pick([
    [640, 480],
    [640, 480],
    [800, 600],
    [1280, 720],
  ]);
  const cardH = Math.round(frameH * between(0.5, 0.85));
  const angle = Math.round(between(-30, 30) * 10) / 10;
  // keep the turned card inside the frame
  const half = (Math.abs(Math.sin((angle * Math.PI) / 180)) * cardH + Math.cos((angle * Math.PI) / 180) * cardH * 0.72) / 2;
  const halfH = (Math.abs(Math.sin((angle * Math.PI) / 180)) * cardH * 0.72 + Math.cos((angle * Math.PI) / 180) * cardH) / 2;
  const cx = Math.round(between(half + 4, frameW - half - 4));
  const cy = Math.round(between(Math.min(halfH + 4, frameH / 2), Math.max(frameH - halfH - 4, frameH / 2)));
  const style = forceStyle ?? pick(deck === 'tech-deck' ? ['classic', 'banner', 'center'] : ['classic', 'framed']);
  const font = pick(FONTS);
  const blur = pick([0, 0, 0.5, 1]);
  const noise = pick([0, 0, 0.06, 0.12]);
  const glare =
    rand() < 0.3
      ? {
          x: Math.round(cx + between(-60, 60)),
          y: Math.round(cy + between(-80, 80)),
          r: Math.round(cardH * 0.3),
          a: between(0.35, 0.6).toFixed(2),
        }
      : null;
  const quality = pick([92, 75, 55, 40]);
  // the committed fixtures were made before the light oak table joined the set: keep them reproducible
  const background = pick(Object.keys(BACKGROUNDS).filter((b) => !fixtures || b !== 'oak'));
  const cardColor = pick(CARD_COLORS);
  const face = style === 'prototype' ? prototypeFace(code) : deck === 'tech-deck' ? techFace(code, style) : standardFace(code, style);
  const safe = code.replace(/[^a-zA-Z0-9]/g, '');
  return {
    file: `${deck}-${safe}-${index}.jpg`,
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
    glare: Boolean(glare),
    quality,
    font,
    cardColor,
    _glare: glare,
    _face: face,
  };
}

function plan() {
  const items = [];
  const tech = [];
  for (const d of Object.keys(DOMAINS)) for (let v = 1; v <= 13; v++) tech.push(`${v}${d}`);
  tech.push('wild');
  const standard = [];
  for (const s of Object.keys(SUIT_SYMBOL)) for (const r of RANKS) standard.push(`${r}${s}`);
  if (fixtures) {
    // a few of each kind, enough for the tests' real OCR runs
    for (const c of ['1kn', '7sc', '9se', '13te', '11kn', '4sc', 'wild']) items.push(variant('tech-deck', c, 0));
    for (const c of ['AS', '10H', 'QD', '7C']) items.push(variant('standard-52', c, 0));
    // hand-made prototypes for the teach-mode test: two photos of each, the first to teach, the second to recognize
    for (const c of Object.keys(PROTOTYPE_NAMES)) for (const i of [0, 1]) items.push(variant('tech-deck', c, i, 'prototype'));
    return items;
  }
  for (const c of tech) for (let i = 0; i < perTechCard; i++) items.push(variant('tech-deck', c, i));
  for (const c of standard) for (let i = 0; i < perStandardCard; i++) items.push(variant('standard-52', c, i));
  return items;
}

function hardItems() {
  const tech = [];
  for (const d of Object.keys(DOMAINS)) for (let v = 1; v <= 13; v++) tech.push(`${v}${d}`);
  tech.push('wild');
  const standard = [];
  for (const s of Object.keys(SUIT_SYMBOL)) for (const r of RANKS) standard.push(`${r}${s}`);
  const lib = { rand, pick, between, techFace, standardFace, FONTS, CARD_COLORS, BACKGROUNDS, DOMAINS, DOMAIN_COLORS, NAMES };
  return hardPlan({ ...lib, TECH_CODES: tech, STANDARD_CODES: standard }, { perGroupTech, perGroupStandard, fixtures });
}

async function main() {
  const items = hard ? hardItems() : plan();
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags.args,
  });
  const page = await browser.newPage();
  // nothing leaves the machine: every request the page makes is refused
  await page.route('**/*', (route) => route.abort());
  const manifest = [];
  for (const item of items) {
    const html = hard ? hardScene(item, Math.floor(rand() * 1e9)) : scene({ ...item, glare: item._glare, face: item._face });
    await page.setViewportSize({ width: item.frameW, height: item.frameH });
    await page.setContent(html);
    await page.screenshot({ path: path.join(outDir, item.file), type: 'jpeg', quality: item.quality });
    const rest = Object.fromEntries(Object.entries(item).filter(([k]) => !k.startsWith('_')));
    manifest.push(rest);
  }
  await browser.close();
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  console.log(`wrote ${manifest.length} images to ${outDir}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
