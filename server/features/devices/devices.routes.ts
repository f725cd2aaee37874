import {
  deviceEndpoints,
  deviceParams,
  deviceSchema,
  employeeDeviceParams,
  employeeDevicesSchema,
  myDevicesSchema,
  ownerPinBody,
} from '../../../core/contracts/admin';
import { idParam, okResponse } from '../../../core/contracts/common';
import { LIMITS } from '../../../core/limits';
import { deviceBySecret, readDeviceSecret, setDeviceCookie } from '../../auth/device-cookie';
import { currentUser } from '../../auth/plugin';
import type { RegisterRoutes } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { findEmployee, OWNER_PROTECTED_MESSAGE } from '../employees/public';
import { verifyOwnerPin } from '../../auth/owner-pin';
import { devicesOf, toDevice } from './devices.repo';
import { deactivateDevice, registerDevice } from './devices.service';

/** Own devices (everyone) and employees' devices (owner and management). PIN sign-in is the auth feature's. */
export const deviceRoutes: RegisterRoutes = (app, { db, config }) => {
  app.get(deviceEndpoints.mine.path, { config: { access: deviceEndpoints.mine.access }, schema: { response: { 200: myDevicesSchema } } }, async (request) => {
    const me = currentUser(request);
    const rows = await devicesOf(db, me.id);
    const current = await deviceBySecret(db, readDeviceSecret(request));
    const mine = current?.userId === me.id && current.isActive ? current : undefined;
    return {
      devices: rows.map(toDevice),
      currentDeviceId: mine?.deviceId ?? null,
      activeCount: rows.filter((d) => d.isActive).length,
      maxDevices: LIMITS.maxDevicesPerEmployee,
      limitApplies: !me.isOwner,
    };
  });

  app.post(
    deviceEndpoints.register.path,
    { config: { access: deviceEndpoints.register.access }, schema: { response: { 200: deviceSchema } } },
    async (request, reply) => {
      const { device, secret } = await registerDevice(db, currentUser(request), readDeviceSecret(request), request.headers['user-agent']);
      if (secret) setDeviceCookie(reply, config, secret);
      return toDevice(device);
    },
  );

  app.delete(
    deviceEndpoints.forget.path,
    { config: { access: deviceEndpoints.forget.access }, schema: { params: deviceParams, response: { 200: okResponse } } },
    async (request) => {
      const me = currentUser(request);
      await deactivateDevice(db, me, me.id, request.params.deviceId);
      return { ok: true as const };
    },
  );

  app.get(
    deviceEndpoints.ofEmployee.path,
    { config: { access: deviceEndpoints.ofEmployee.access }, schema: { params: idParam, response: { 200: employeeDevicesSchema } } },
    async (request) => {
      const employee = await findEmployee(db, request.params.id);
      if (!employee) throw notFound('Employee not found');
      const rows = await devicesOf(db, employee.id);
      return { devices: rows.map(toDevice), activeCount: rows.filter((d) => d.isActive).length, maxDevices: LIMITS.maxDevicesPerEmployee };
    },
  );

  app.delete(
    deviceEndpoints.forgetEmployees.path,
    { config: { access: deviceEndpoints.forgetEmployees.access }, schema: { params: employeeDeviceParams, body: ownerPinBody, response: { 200: okResponse } } },
    async (request) => {
      const me = currentUser(request);
      const employee = await findEmployee(db, request.params.userId);
      if (!employee) throw notFound('Employee not found');
      // Management must not lock the owner out of PIN sign-in (docs/product.md#roles: the owner is protected).
      if (employee.isOwner && !me.isOwner) throw new AppError(403, 'owner_protected', OWNER_PROTECTED_MESSAGE);
      await verifyOwnerPin(db, me.id, request.body.pin);
      await deactivateDevice(db, me, employee.id, request.params.deviceId);
      return { ok: true as const };
    },
  );
};
