import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingMaterial, TrainingProgress } from '../../../core/contracts/content';
import { activities, trainingMaterials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const module = {
  title: 'Flood Alarm Presentation',
  description: 'How to show the alarm.',
  content: '<p>Show the alarm.</p>',
  durationMinutes: 25,
  isActive: true,
};

describe('training API', () => {
  it('lists the seeded modules with real content and durations', async () => {
    const { client } = await registered(t.app, 'Apprentice');
    const res = await client.get('/api/training-materials');
    expect(res.statusCode).toBe(200);
    const list = res.json() as TrainingMaterial[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.every((m) => m.isActive && m.content.length > 500 && m.durationMinutes > 0)).toBe(true);
  });

  it('completes a module once: idempotent, own progress only, one training_completed activity', async () => {
    const me = await registered(t.app, 'Plumber');
    const other = await registered(t.app, 'Plumber');
    const [first] = (await me.client.get('/api/training-materials')).json() as TrainingMaterial[];
    const done = await me.client.post(`/api/training-progress/${first!.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ trainingMaterialId: first!.id, completed: true, progress: 100 });
    const again = await me.client.post(`/api/training-progress/${first!.id}/complete`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(done.json().id);
    expect(again.json().completedAt).toBe(done.json().completedAt);

    const mine = (await me.client.get('/api/training-progress')).json() as TrainingProgress[];
    expect(mine).toHaveLength(1);
    expect((await other.client.get('/api/training-progress')).json()).toEqual([]);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, me.user.id), eq(activities.type, 'training_completed')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.description).toContain(first!.title);
  });

  it('answers 404 for an unknown or inactive module and 400 for a malformed id', async () => {
    const { client } = await registered(t.app, 'Plumber');
    expect((await client.post('/api/training-progress/999999/complete')).statusCode).toBe(404);
    expect((await client.post('/api/training-progress/abc/complete')).statusCode).toBe(400);
    const [hidden] = await t.db
      .insert(trainingMaterials)
      .values({ title: 'Retired module', description: 'x', content: '<p>x</p>', isActive: false })
      .returning();
    expect((await client.post(`/api/training-progress/${hidden!.id}/complete`)).statusCode).toBe(404);
    expect((await client.get('/api/training-progress')).json()).toEqual([]);
  });

  it('lets management create, edit and deactivate a module; staff then no longer see it', async () => {
    const manager = await registered(t.app, 'Management');
    const plumber = await registered(t.app, 'Plumber');
    const created = await manager.client.post('/api/training-materials', {
      ...module,
      content: '<p onclick="steal()">Show the alarm.</p><script>alert(1)</script>',
    });
    expect(created.statusCode).toBe(201);
    const m = created.json() as TrainingMaterial;
    expect(m.content).toBe('<p>Show the alarm.</p>');
    expect(((await plumber.client.get('/api/training-materials')).json() as TrainingMaterial[]).some((x) => x.id === m.id)).toBe(true);

    const edited = await manager.client.put(`/api/training-materials/${m.id}`, { ...module, title: 'Flood Alarm Presentation Mastery', isActive: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Flood Alarm Presentation Mastery', isActive: false });
    expect(((await plumber.client.get('/api/training-materials')).json() as TrainingMaterial[]).some((x) => x.id === m.id)).toBe(false);
    expect(((await manager.client.get('/api/training-materials')).json() as TrainingMaterial[]).find((x) => x.id === m.id)?.isActive).toBe(false);
  });

  it('refuses staff edits with 403 and bad input with field messages, changing nothing', async () => {
    const owner = await registered(t.app, 'Owner');
    const staff = await registered(t.app, 'Office Staff');
    const before = (await owner.client.get('/api/training-materials')).json() as TrainingMaterial[];
    expect((await staff.client.post('/api/training-materials', module)).statusCode).toBe(403);
    expect((await staff.client.put(`/api/training-materials/${before[0]!.id}`, module)).statusCode).toBe(403);

    const bad = await owner.client.post('/api/training-materials', { ...module, title: '  ', durationMinutes: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ title: 'Title is required', durationMinutes: 'Duration must be at least 5 minutes' });
    const empty = await owner.client.put(`/api/training-materials/${before[0]!.id}`, { ...module, content: '<script>only()</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ content: 'Content is required' });
    expect((await owner.client.put('/api/training-materials/999999', module)).statusCode).toBe(404);
    expect((await owner.client.get('/api/training-materials')).json()).toEqual(before);
  });
});
