import { assessmentReviewEndpoints, assessmentReviewSettingSchema, updateAssessmentReviewBody } from '../../../core/contracts/assessment-review';
import type { RegisterRoutes } from '../../context';
import { audit } from '../../lib/audit';
import { currentUser } from '../../auth/plugin';
import { verifyOwnerPin } from '../../auth/owner-pin';
import { getSettings, updateSettings } from '../../db/company-settings';

/**
 * "Tier changes need a manager's review" (docs/product.md#review). Everyone registered may read it
 * (the assessment screens say whether a tier waits); only the owner, with the owner PIN, sets it.
 */
export const assessmentReviewSettingRoutes: RegisterRoutes = (app, { db }) => {
  app.get(
    assessmentReviewEndpoints.setting.path,
    { config: { access: assessmentReviewEndpoints.setting.access }, schema: { response: { 200: assessmentReviewSettingSchema } } },
    async () => ({
      required: (await getSettings(db)).assessmentReviewRequired,
    }),
  );

  app.put(
    assessmentReviewEndpoints.updateSetting.path,
    {
      config: { access: assessmentReviewEndpoints.updateSetting.access },
      schema: { body: updateAssessmentReviewBody, response: { 200: assessmentReviewSettingSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      await verifyOwnerPin(db, me.id, request.body.pin);
      const required = request.body.required;
      await db.transaction(async (tx) => {
        await updateSettings(tx, { assessmentReviewRequired: required });
        await audit(tx, { actorId: me.id, action: 'settings_changed', details: { assessmentReviewRequired: required } });
      });
      return { required };
    },
  );
};
