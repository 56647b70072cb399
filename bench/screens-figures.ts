import type { Audience } from '../apps/web/src/app/route-audiences.ts';

/** Issue 25's goals for every screen: usable within 1.5 s cold and 0.5 s warm, at most 250 KB of compressed JavaScript. */
export const GOALS = { coldMs: 1500, warmMs: 500, scriptKb: 250 };

/** One screen's figures, as screens.measure.ts writes them to results/screens.json. */
export type ScreenFigures = {
  route: string;
  audience: Audience;
  coldMs: number;
  warmMs: number | null;
  scriptKb: number;
  requests: number;
  /** The five largest scripts of the cold load, with their compressed sizes. */
  largestScripts: string[];
};
