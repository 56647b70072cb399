import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SHARE_IMAGE } from '#api/platform/public-pages/head.js';

/** What the card shows of a job; every value is plain text (satori draws text, it parses no markup). */
export type CardContent = {
  title: string;
  company: string;
  place: string;
  workType: string;
  salary: string;
  /** The company's logo as a PNG data URL, or undefined for its initials. */
  logo?: string;
};

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => readFile(require.resolve(`${pkg}/files/${file}`));

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/**
 * The card's fonts, from npm font packages (the server has no system fonts): Inter for Latin
 * scripts, Noto Sans Arabic for Arabic. satori reads WOFF, not WOFF2. A character neither has
 * (an emoji, another script) is drawn with the fallback glyph rather than failing the card.
 */
function loadFonts() {
  fonts ??= Promise.all(
    [
      ['Inter', '@fontsource/inter', 'inter-latin'],
      ['Inter', '@fontsource/inter', 'inter-latin-ext'],
      ['Noto Sans Arabic', '@fontsource/noto-sans-arabic', 'noto-sans-arabic-arabic'],
    ].flatMap(([name, pkg, prefix]) =>
      ([400, 700] as const).map(async (weight) => ({
        name: name as string,
        data: await fontFile(pkg as string, `${prefix}-${weight}-normal.woff`),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('') || '?';

function logoNode(card: CardContent) {
  const box = { width: 120, height: 120, borderRadius: 24 };
  if (card.logo) return el('img', { ...box, objectFit: 'cover' }, undefined, { src: card.logo, width: 120, height: 120 });
  return el(
    'div',
    {
      ...box,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: '#1d4ed8',
      color: '#fff',
      fontSize: 52,
      fontWeight: 700,
    },
    initials(card.company),
  );
}

const chip = (text: string) =>
  el(
    'div',
    { display: 'flex', padding: '10px 22px', borderRadius: 999, background: '#eff6ff', color: '#1e3a8a', fontSize: 30 },
    text,
  );

const PADDING_X = 72;
const CONTENT_WIDTH = SHARE_IMAGE.width - 2 * PADDING_X;

function layout(card: CardContent): Node {
  const facts = [card.place, card.workType].filter((v, i, all) => v && all.indexOf(v) === i);
  return el(
    'div',
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'flex-start',
      gap: 56,
      padding: `40px ${PADDING_X}px 48px`,
      background: '#ffffff',
      borderTop: '16px solid #1d4ed8',
      fontFamily: 'Inter, Noto Sans Arabic',
      color: '#0f172a',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: CONTENT_WIDTH }, [
        el('div', { display: 'flex', alignItems: 'center', gap: 32 }, [
          logoNode(card),
          el(
            'div',
            {
              display: 'flex',
              fontSize: 38,
              color: '#475569',
              maxWidth: 640,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
            },
            card.company,
          ),
        ]),
        el('div', { display: 'flex', fontSize: 30, color: '#1d4ed8', fontWeight: 700 }, 'Talentdeck'),
      ]),
      // Two lines at most: a longer title ends in an ellipsis.
      el('div', { display: 'flex', height: 160, alignItems: 'center', overflow: 'hidden' }, [
        el(
          'div',
          { display: 'block', width: CONTENT_WIDTH, fontSize: 64, fontWeight: 700, lineHeight: 1.2, lineClamp: 2 },
          card.title,
        ),
      ]),
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: CONTENT_WIDTH }, [
        el('div', { display: 'flex', gap: 16 }, facts.map(chip)),
        el('div', { display: 'flex', fontSize: 34, fontWeight: 700 }, card.salary),
      ]),
    ],
  );
}

/** The 1200×630 PNG of a job's share card. */
export async function renderCard(card: CardContent): Promise<Buffer> {
  const svg = await satori(layout(card) as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: await loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
