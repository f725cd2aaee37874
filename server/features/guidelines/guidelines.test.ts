import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDELINE_CATEGORIES, type Guideline } from '../../../core/contracts/content';
import { createTestApp, type TestApp } from '../../test/app';
import { registered } from '../../test/factories';

let t: TestApp;
/** There is exactly one owner per company. */
let owner: Awaited<ReturnType<typeof registered>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registered(t.app, 'Owner');
});
afterAll(() => t.close());

const guideline = {
  title: 'Hot Work Permits',
  content: '<h3>Before you start</h3><p>Get a permit.</p>',
  category: 'compliance',
  version: '2.1',
  department: 'Operations',
  isActive: true,
};

describe('guidelines API', () => {
  it('lists seeded guidelines in every spec category, with version and department', async () => {
    const { client } = await registered(t.app, 'Apprentice');
    const list = (await client.get('/api/guidelines')).json() as Guideline[];
    expect(new Set(list.map((g) => g.category))).toEqual(new Set(GUIDELINE_CATEGORIES));
    expect(list.some((g) => g.content.includes('AS/NZS 3500'))).toBe(true);
    expect(list.every((g) => g.isActive && g.version && g.department)).toBe(true);
  });

  it('sanitises HTML when saved: no scripts, event handlers or javascript: URLs', async () => {
    const hostile =
      '<p onmouseover="steal()">Call the office</p><script>fetch("/api/auth/user")</script>' +
      '<a href="javascript:alert(1)">bad link</a><a href="https://www.vba.vic.gov.au" onclick="x()">VBA</a>' +
      '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
    const res = await owner.client.post('/api/guidelines', { ...guideline, content: hostile });
    expect(res.statusCode).toBe(201);
    const saved = (res.json() as Guideline).content;
    for (const bad of ['<script', 'onmouseover', 'onclick', 'onerror', 'javascript:', '<img', '<iframe', '<style']) expect(saved).not.toContain(bad);
    expect(saved).toContain('<p>Call the office</p>');
    expect(saved).toContain('<a href="https://www.vba.vic.gov.au" rel="noopener noreferrer" target="_blank">VBA</a>');
    // What is stored is what everyone receives.
    const { client } = await registered(t.app, 'Plumber');
    const listed = ((await client.get('/api/guidelines')).json() as Guideline[]).find((g) => g.id === res.json().id);
    expect(listed?.content).toBe(saved);
  });

  it('lets management edit and deactivate; staff stop seeing it and editors still do', async () => {
    const manager = await registered(t.app, 'Management');
    const plumber = await registered(t.app, 'Plumber');
    const id = ((await manager.client.post('/api/guidelines', guideline)).json() as Guideline).id;
    const edited = await manager.client.put(`/api/guidelines/${id}`, { ...guideline, title: 'Hot Work Permits (revised)', version: '2.2' });
    expect(edited.statusCode).toBe(200);
    expect(((await plumber.client.get('/api/guidelines')).json() as Guideline[]).find((g) => g.id === id)).toMatchObject({
      title: 'Hot Work Permits (revised)',
      version: '2.2',
    });

    expect((await manager.client.put(`/api/guidelines/${id}`, { ...guideline, isActive: false })).statusCode).toBe(200);
    expect(((await plumber.client.get('/api/guidelines')).json() as Guideline[]).some((g) => g.id === id)).toBe(false);
    expect(((await manager.client.get('/api/guidelines')).json() as Guideline[]).find((g) => g.id === id)?.isActive).toBe(false);
  });

  it('refuses other roles with 403 and bad input with a 400, changing nothing', async () => {
    const before = (await owner.client.get('/api/guidelines')).json() as Guideline[];
    for (const role of ['Plumber', 'Apprentice', 'Office Staff'] as const) {
      const { client } = await registered(t.app, role);
      expect((await client.post('/api/guidelines', guideline)).statusCode).toBe(403);
      expect((await client.put(`/api/guidelines/${before[0]!.id}`, guideline)).statusCode).toBe(403);
    }
    const bad = await owner.client.put(`/api/guidelines/${before[0]!.id}`, { ...guideline, category: 'gossip', title: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', fields: { category: 'Choose a category', title: 'Title is required' } });
    expect((await owner.client.put('/api/guidelines/0', guideline)).statusCode).toBe(400);
    expect((await owner.client.put('/api/guidelines/999999', guideline)).statusCode).toBe(404);
    expect((await owner.client.get('/api/guidelines')).json()).toEqual(before);
  });
});
