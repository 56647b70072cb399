import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { industries, professionSkills, professions, skills, users } from '#api/db/schema/index.js';
import { runSeeds } from '#api/db/seed/index.js';
import { moduleSeeds } from '#api/modules/index.js';
import { createTestApp, json, signUpVerified } from '#test/helpers.js';
import { adminUpdateSkill, skillNames } from './taxonomy.service.js';

const app = await createTestApp();
afterAll(() => app.close());

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token?: string) =>
  app.inject(json(method, url, body, token));

describe('seeded taxonomy', () => {
  it('holds at least 20 industries, 150 professions and 1,000 skills, hard and soft, linked many-to-many', async () => {
    expect(await app.db.$count(industries)).toBeGreaterThanOrEqual(20);
    expect(await app.db.$count(professions)).toBeGreaterThanOrEqual(150);
    expect(await app.db.$count(skills)).toBeGreaterThanOrEqual(1000);
    expect(await app.db.$count(skills, eq(skills.skillType, 'soft'))).toBeGreaterThanOrEqual(20);
    expect(await app.db.$count(professionSkills)).toBeGreaterThan(1000);
  });

  it('seeds idempotently: a second run adds nothing', async () => {
    const before = await app.db.$count(professionSkills);
    await runSeeds(app.db, moduleSeeds);
    expect(await app.db.$count(professionSkills)).toBe(before);
  });

  it('walks industry → professions → skills', async () => {
    const list = (
      await req('GET', `/api/industries?filter=${encodeURIComponent(JSON.stringify({ where: { isActive: true } }))}`)
    ).json();
    const software = list.find((i: { industryName: string }) => i.industryName === 'Software Engineering');
    expect(software).toBeTruthy();
    const profs = (await req('GET', `/api/industry/${software.id}/professions`)).json();
    const frontend = profs.find((p: { professionName: string }) => p.professionName === 'Frontend Developer');
    const res = await req('POST', '/api/profession-with-skills', { professionIds: [frontend.id] });
    expect(res.statusCode).toBe(200);
    const found = res.json() as { skillName: string; skillType: string }[];
    expect(found).toContainEqual(expect.objectContaining({ skillName: 'React', skillType: 'hard' }));
    expect(found).toContainEqual(expect.objectContaining({ skillName: 'Communication', skillType: 'soft' }));
  });

  it('lists educations, experience and age brackets in createdAt order', async () => {
    for (const path of ['/api/educations', '/api/professional-experiences', '/api/age-specifications']) {
      const rows = (await req('GET', path)).json() as { createdAt: string }[];
      expect(rows.length).toBeGreaterThan(3);
      expect([...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt))).toEqual(rows);
    }
  });

  it('refuses an unknown filter key with 422', async () => {
    const res = await req('GET', `/api/industries?filter=${encodeURIComponent(JSON.stringify({ where: { secret: 1 } }))}`);
    expect(res.statusCode).toBe(422);
  });
});

describe('taxonomy administration', () => {
  it('answers 404 to anonymous and company callers', async () => {
    const company = await signUpVerified(app);
    for (const token of [undefined, company.token]) {
      expect((await req('GET', '/api/admin/industries', undefined, token)).statusCode).toBe(404);
      expect((await req('POST', '/api/admin/skills', { skillName: 'Rust', skillType: 'hard' }, token)).statusCode).toBe(404);
    }
  });

  it('lets an administrator add and deactivate entries', async () => {
    const admin = await signUpVerified(app);
    await app.db.update(users).set({ userType: 'Admin' }).where(eq(users.id, admin.profile.userId));
    const ind = await req('POST', '/api/admin/industries', { industryName: 'Space Exploration' }, admin.token);
    expect(ind.statusCode).toBe(200);
    expect((await req('POST', '/api/admin/industries', { industryName: 'space exploration' }, admin.token)).statusCode).toBe(409);
    const prof = await req(
      'POST',
      '/api/admin/professions',
      { industryId: ind.json().id, professionName: 'Rocket Engineer' },
      admin.token,
    );
    expect(prof.statusCode).toBe(200);
    const skill = await req(
      'POST',
      '/api/admin/skills',
      { skillName: 'Orbital Mechanics', skillType: 'hard', professionIds: [prof.json().id] },
      admin.token,
    );
    expect(skill.statusCode).toBe(200);
    const linked = (await req('POST', '/api/profession-with-skills', { professionIds: [prof.json().id] })).json();
    expect(linked.map((s: { skillName: string }) => s.skillName)).toEqual(['Orbital Mechanics']);

    expect((await req('PATCH', `/api/admin/skills/${skill.json().id}`, { isActive: false }, admin.token)).statusCode).toBe(200);
    expect((await req('POST', '/api/profession-with-skills', { professionIds: [prof.json().id] })).json()).toEqual([]);
    expect((await req('PATCH', `/api/admin/industries/${ind.json().id}`, { isActive: false }, admin.token)).json().isActive).toBe(
      false,
    );
    const active = (
      await req('GET', `/api/industries?filter=${encodeURIComponent(JSON.stringify({ where: { isActive: true } }))}`)
    ).json();
    expect(active.some((i: { id: string }) => i.id === ind.json().id)).toBe(false);
    const searched = (await req('GET', '/api/admin/skills?q=orbital', undefined, admin.token)).json();
    expect(searched[0].professionIds).toEqual([prof.json().id]);
  });
});

describe("the skills' names in memory", () => {
  it('follows an administrator’s rename at once, and a skill another process created on first sight', async () => {
    const [react] = await app.db.select().from(skills).where(eq(skills.skillName, 'React'));
    if (!react) throw new Error('React is seeded');
    expect((await skillNames(app.ctx, [react.id])).get(react.id)?.skillName).toBe('React');
    await adminUpdateSkill(app.ctx, react.id, { skillName: 'React.js' });
    expect((await skillNames(app.ctx, [react.id])).get(react.id)?.skillName).toBe('React.js');
    await adminUpdateSkill(app.ctx, react.id, { skillName: 'React' });

    // Written straight to the table, as another API process would: this process's copy misses it
    // and loads the taxonomy again (once its copy is a second old).
    const [made] = await app.db.insert(skills).values({ skillName: 'Quantum Widgetry', skillType: 'hard' }).returning();
    if (!made) throw new Error('inserted');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await skillNames(app.ctx, [made.id])).get(made.id)).toEqual({
      id: made.id,
      skillName: 'Quantum Widgetry',
      skillType: 'hard',
    });
  });
});
