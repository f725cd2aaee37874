import type pg from 'pg';

/**
 * Bulk data for the scale figure (docs/performance.md#results, figure 2), inserted with generate_series in a few
 * statements: `employees` more staff (rows only: they never sign in), checks up to
 * `checks` spread over everyone (the bench plumber gets his share), and completed
 * assessments up to `assessments` with an answer for every skill. Adding to what an
 * earlier call inserted, so the same company grows from 1k to 100k checks.
 */
export async function seedScale(db: pg.Client, opts: { employees: number; checks: number; assessments: number }): Promise<void> {
  const count = async (table: string) => Number((await db.query<{ n: string }>(`select count(*) n from ${table}`)).rows[0]!.n);
  const staff = await count('users');
  if (staff < opts.employees) {
    await db.query(
      `insert into users (email, password_hash, first_name, last_name, employee_role, profile_completed, start_date, created_at)
       select 'staff' || g || '@bench.example', 'not-a-hash', 'Staff', 'Member ' || g, case when g % 5 = 0 then 'Apprentice' else 'Plumber' end,
              true, date '2020-01-01' + g, now() - (g || ' days')::interval
       from generate_series($1::int, $2::int) g`,
      [staff + 1, opts.employees],
    );
  }
  const userIds = `(select array_agg(id order by id) from users)`;
  const checks = await count('flood_prevention_checks');
  if (checks < opts.checks) {
    await db.query(
      `with u as (select ${userIds} ids)
       insert into flood_prevention_checks (user_id, client_name, street_number, street_name, street_type, suburb, postcode, state, initial_job_number, client_email, status, inspection, created_at, updated_at)
       select u.ids[1 + g % array_length(u.ids, 1)], 'Client ' || g, g::text, 'Bench', 'Street', 'Richmond', '3121', 'VIC', 'JOB-' || g, 'client' || g || '@example.com',
              case when g % 3 = 0 then 'draft' else 'completed' end, '{"kitchenInspectionStatus":"na"}'::jsonb,
              now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
       from u, generate_series($1::int, $2::int) g`,
      [checks + 1, opts.checks],
    );
  }
  const assessments = await count('assessments');
  if (assessments < opts.assessments) {
    await db.query(
      `with u as (select ${userIds} ids),
       a as (
         insert into assessments (user_id, status, overall_score, created_at, completed_at)
         select u.ids[1 + g % array_length(u.ids, 1)], 'completed', 40 + g % 50, now() - (g || ' hours')::interval - interval '1 year', now() - (g || ' hours')::interval - interval '1 year'
         from u, generate_series($1::int, $2::int) g
         returning id)
       insert into skill_assessments (assessment_id, skill_id, level, score)
       select a.id, s.id, 'B', 3 from a cross join skills s`,
      [assessments + 1, opts.assessments],
    );
  }
  // The tables the hot paths join, at the size such a company's history gives them.
  await db.query(
    `insert into sessions (id, user_id, expires_at, last_activity_at)
     select 'bench-' || u.id || '-' || n, u.id, now() + interval '30 days', now() from users u, generate_series(1, 2) n
     on conflict do nothing`,
  );
  await db.query(
    `insert into activities (user_id, type, description, created_at)
     select a.user_id, 'assessment_completed', 'Completed a skills assessment', a.completed_at from assessments a
     where a.id > coalesce((select max(x.id) from assessments x join activities v on v.user_id = x.user_id and v.created_at = x.completed_at), 0)`,
  );
  await db.query(
    `insert into training_progress (user_id, training_material_id, completed, progress)
     select u.id, m.id, u.id % 2 = 0, case when u.id % 2 = 0 then 100 else 40 end from users u cross join training_materials m
     on conflict do nothing`,
  );
  await db.query(
    `insert into inspection_photos (flood_prevention_check_id, file_name, file_path, file_size, mime_type, section)
     select c.id, 'bench-' || c.id || '-' || n || '.jpg', 'bench/' || c.id || '-' || n || '.jpg', 400000, 'image/jpeg', 'bathroom1'
     from flood_prevention_checks c, generate_series(1, 2) n where c.id % 5 = 0
     on conflict do nothing`,
  );
  await db.query('vacuum analyze');
}
