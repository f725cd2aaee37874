import { idParam } from '../../../core/contracts/common';
import { followUpEndpoints as E, followUpListQuery, followUpListResponse, followUpPatchBody, followUpSchema } from '../../../core/contracts/follow-ups';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { followUpsCsv } from './follow-ups-csv';
import { allFollowUps, listFollowUps, moveFollowUp } from './follow-ups.service';

/** The office's follow-ups (docs/product.md#follow-ups): the board, its CSV and the moves between statuses. */
export const followUpRoutes: RegisterRoutes = (app, { db, config }) => {
  app.get(
    E.list.path,
    { config: { access: E.list.access }, schema: { querystring: followUpListQuery, response: { 200: followUpListResponse } } },
    async (request) => listFollowUps(db, currentUser(request), request.query),
  );

  app.get(E.csv.path, { config: { access: E.csv.access }, schema: { querystring: followUpListQuery } }, async (request, reply) => {
    const { page: _page, ...filters } = request.query;
    const csv = followUpsCsv(await allFollowUps(db, currentUser(request), filters), config.timeZone);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="follow-ups-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  });

  app.patch(
    E.update.path,
    { config: { access: E.update.access }, schema: { params: idParam, body: followUpPatchBody, response: { 200: followUpSchema } } },
    async (request) => moveFollowUp(db, currentUser(request), request.params.id, request.body),
  );
};
