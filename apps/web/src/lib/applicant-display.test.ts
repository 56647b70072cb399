import { describe, expect, it } from 'vitest';
import { experienceLabel, experienceYears, matchBand, rankStars, testOutcome } from './applicant-display';

describe('matchBand', () => {
  it('follows the specification’s bands, each upper bound included', () => {
    expect(matchBand(0)).toBe('red');
    expect(matchBand(20)).toBe('red');
    expect(matchBand(21)).toBe('orange');
    expect(matchBand(40)).toBe('orange');
    expect(matchBand(41)).toBe('yellow');
    expect(matchBand(60)).toBe('yellow');
    expect(matchBand(61)).toBe('lightgreen');
    expect(matchBand(80)).toBe('lightgreen');
    expect(matchBand(81)).toBe('green');
    expect(matchBand(100)).toBe('green');
  });

  it('clamps values outside 0–100', () => {
    expect(matchBand(-5)).toBe('red');
    expect(matchBand(140)).toBe('green');
  });
});

describe('rankStars', () => {
  it('divides the rank by 20, to the nearest half star', () => {
    expect(rankStars(0)).toBe(0);
    expect(rankStars(20)).toBe(1);
    expect(rankStars(37)).toBe(2);
    expect(rankStars(50)).toBe(2.5);
    expect(rankStars(64)).toBe(3);
    expect(rankStars(65)).toBe(3.5);
    expect(rankStars(100)).toBe(5);
  });

  it('stays within 0–5', () => {
    expect(rankStars(-10)).toBe(0);
    expect(rankStars(250)).toBe(5);
  });
});

describe('experience', () => {
  it('counts whole years: months divided by 12, rounded down', () => {
    expect(experienceYears(0)).toBe(0);
    expect(experienceYears(11)).toBe(0);
    expect(experienceYears(12)).toBe(1);
    expect(experienceYears(35)).toBe(2);
    expect(experienceYears(120)).toBe(10);
  });

  it('words it', () => {
    expect(experienceLabel(5)).toBe('Less than a year');
    expect(experienceLabel(12)).toBe('1 year');
    expect(experienceLabel(40)).toBe('3 years');
  });
});

describe('testOutcome', () => {
  it('fails below the pass mark of 50 and passes from it', () => {
    expect(testOutcome(0)).toBe('Fail');
    expect(testOutcome(49)).toBe('Fail');
    expect(testOutcome(50)).toBe('Pass');
    expect(testOutcome(100)).toBe('Pass');
  });
});
