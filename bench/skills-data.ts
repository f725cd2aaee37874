import { SKILLS } from '../core/content/skills-catalogue';

const LEVELS = ['A', 'B', 'C', 'D'] as const;

/**
 * Completes `count` assessments for the signed-in user through the real API, with varied
 * answers, so the dashboard reads a realistic history (docs/decisions/0005-self-assessment-scoring.md).
 */
export async function completeAssessments(base: string, cookie: string, count: number): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  for (let n = 0; n < count; n++) {
    const start = await fetch(`${base}/api/assessments`, { method: 'POST', headers, body: '{}' });
    const { id } = (await start.json()) as { id: number };
    await Promise.all(
      SKILLS.map(async (s, i) => {
        const res = await fetch(`${base}/api/skill-assessments`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ assessmentId: id, skillId: s.id, level: LEVELS[(i + n) % 4] }),
        });
        if (!res.ok) throw new Error(`answer failed: ${res.status} ${await res.text()}`);
      }),
    );
    const done = await fetch(`${base}/api/assessments/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ status: 'completed' }) });
    if (!done.ok) throw new Error(`complete failed: ${done.status} ${await done.text()}`);
  }
}
