import {
  auditListSchema,
  employeeEndpoints,
  employeeListSchema,
  employeeRemovedSchema,
  employeeStatisticsSchema,
  generatedPinSchema,
  ownerPinBody,
} from '../../../core/contracts/admin';
import {
  changeRoleBody,
  employeeDocumentsSchema,
  reinstatedSchema,
  removedEmployeeListSchema,
  roleChangedSchema,
} from '../../../core/contracts/employee-admin';
import { idParam } from '../../../core/contracts/common';
import type { RegisterRoutes } from '../../context';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../auth/plugin';
import { changeRole, employeeDocuments, reinstateEmployee } from './employee-admin.service';
import { employeeStatistics, findEmployee, listEmployees, listRemovedEmployees, recentAuditEntries, toEmployee } from './employees.repo';
import { generateLoginPin, removeEmployee } from './employees.service';

const AUDIT_LIST_LIMIT = 200;

/** Employee administration (docs/product.md#employees): owner and management only (docs/product.md#roles). */
export const employeeRoutes: RegisterRoutes = (app, { db }) => {
  app.get(employeeEndpoints.list.path, { config: { access: employeeEndpoints.list.access }, schema: { response: { 200: employeeListSchema } } }, async () =>
    (await listEmployees(db)).map(toEmployee),
  );

  app.get(
    employeeEndpoints.statistics.path,
    { config: { access: employeeEndpoints.statistics.access }, schema: { params: idParam, response: { 200: employeeStatisticsSchema } } },
    async (request) => {
      const employee = await findEmployee(db, request.params.id);
      if (!employee) throw notFound('Employee not found');
      return employeeStatistics(db, employee.id);
    },
  );

  for (const mode of ['generate', 'regenerate'] as const) {
    const pinEndpoint = mode === 'generate' ? employeeEndpoints.generatePin : employeeEndpoints.regeneratePin;
    app.post(
      pinEndpoint.path,
      { config: { access: pinEndpoint.access, secret: true }, schema: { params: idParam, body: ownerPinBody, response: { 200: generatedPinSchema } } },
      async (request) => generateLoginPin(db, currentUser(request), request.params.id, request.body.pin, mode),
    );
  }

  app.delete(
    employeeEndpoints.remove.path,
    { config: { access: employeeEndpoints.remove.access }, schema: { params: idParam, body: ownerPinBody, response: { 200: employeeRemovedSchema } } },
    async (request) => removeEmployee(db, currentUser(request), request.params.id, request.body.pin),
  );

  // docs/product.md#employees: change a role, see what registration collected, take back someone removed.
  app.get(
    employeeEndpoints.removed.path,
    { config: { access: employeeEndpoints.removed.access }, schema: { response: { 200: removedEmployeeListSchema } } },
    async () => listRemovedEmployees(db),
  );

  app.patch(
    employeeEndpoints.changeRole.path,
    { config: { access: employeeEndpoints.changeRole.access }, schema: { params: idParam, body: changeRoleBody, response: { 200: roleChangedSchema } } },
    async (request) => changeRole(db, currentUser(request), request.params.id, request.body.role, request.body.pin),
  );

  app.get(
    employeeEndpoints.documents.path,
    { config: { access: employeeEndpoints.documents.access, secret: true }, schema: { params: idParam, response: { 200: employeeDocumentsSchema } } },
    async (request) => employeeDocuments(db, request.params.id),
  );

  app.post(
    employeeEndpoints.reinstate.path,
    { config: { access: employeeEndpoints.reinstate.access }, schema: { params: idParam, body: ownerPinBody, response: { 200: reinstatedSchema } } },
    async (request) => reinstateEmployee(db, currentUser(request), request.params.id, request.body.pin),
  );

  app.get(
    employeeEndpoints.auditLog.path,
    { config: { access: employeeEndpoints.auditLog.access }, schema: { response: { 200: auditListSchema } } },
    async () => recentAuditEntries(db, AUDIT_LIST_LIMIT),
  );
};
