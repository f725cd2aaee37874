import { profileEndpoints, profileSchema, profileUpdateBody } from '../../../core/contracts/profile';
import type { RegisterRoutes } from '../../context';
import { currentUser } from '../../auth/plugin';
import { readProfile, updateProfile } from './profile.service';

/** My Profile: every registered user's own details (docs/product.md#profile). */
export const profileRoutes: RegisterRoutes = (app, ctx) => {
  app.get(
    profileEndpoints.profile.path,
    { config: { access: profileEndpoints.profile.access }, schema: { response: { 200: profileSchema } } },
    async (request) => readProfile(ctx, currentUser(request).id),
  );

  app.put(
    profileEndpoints.update.path,
    { config: { access: profileEndpoints.update.access }, schema: { body: profileUpdateBody, response: { 200: profileSchema } } },
    async (request) => updateProfile(ctx, currentUser(request).id, request.body),
  );
};
