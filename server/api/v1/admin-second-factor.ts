import * as contracts from "../../../core/contracts/admin-second-factor";
import { SECOND_FACTOR_MESSAGES } from "../../../core/admin-second-factor";
import { appSecretOf } from "../../app-secret";
import type { AppServices } from "../../app-context";
import { confirmEnrolment, startEnrolment } from "../../domain/admin/second-factor/enrolment";
import { renewRecoveryCodes, resetOwnSecondFactor, secondFactorStatus } from "../../domain/admin/second-factor/manage-second-factor";
import { verifySecondFactor } from "../../domain/admin/second-factor/verify-second-factor";
import { addAdmin, changeAdminRole, listAdmins, removeAdmin, resetColleagueSecondFactor, type TeamMember } from "../../domain/admin/team/admin-team";
import type { ApiRegistry } from "./route";

function deps(services: AppServices) {
  return { db: services.db, clock: services.clock, secret: appSecretOf(services.config) };
}

function teamMemberWire(member: TeamMember) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    enrolled: member.enrolled,
    last_sign_in_at: member.lastSignInAt?.toISOString() ?? null,
    disabled: member.disabled,
  };
}

/** The handlers of core/contracts/admin-second-factor.ts: the admin's own authenticator and the admin team. */
export function registerAdminSecondFactorRoutes(api: ApiRegistry): void {
  api.route(contracts.getSecondFactor, async ({ admin, services }) => {
    const status = await secondFactorStatus(services, admin);
    return { data: { enrolled: status.enrolled, verified: status.verified, recovery_codes_left: status.recoveryCodesLeft } };
  });

  api.route(contracts.startSecondFactorEnrolment, async ({ admin, services }) => {
    const enrolment = await startEnrolment(deps(services), admin);
    return { data: { secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl, qr_svg: enrolment.qrSvg } };
  });

  api.route(contracts.confirmSecondFactor, async ({ admin, body, services }) => {
    const { recoveryCodes } = await confirmEnrolment(deps(services), admin, body.code);
    return { message: SECOND_FACTOR_MESSAGES.confirmed, data: { recovery_codes: recoveryCodes } };
  });

  api.route(contracts.verifySecondFactor, async ({ admin, body, services }) => {
    const input = body.code !== undefined ? { code: body.code } : { recoveryCode: body.recovery_code ?? "" };
    const verified = await verifySecondFactor(deps(services), admin, input);
    if (verified.method === "recovery_code") {
      return {
        message: SECOND_FACTOR_MESSAGES.recoveryCodeUsed(verified.recoveryCodesLeft),
        data: { method: verified.method, recovery_codes_left: verified.recoveryCodesLeft },
      };
    }
    const status = await secondFactorStatus(services, admin);
    return { message: SECOND_FACTOR_MESSAGES.verified, data: { method: verified.method, recovery_codes_left: status.recoveryCodesLeft } };
  });

  api.route(contracts.renewSecondFactorRecoveryCodes, async ({ admin, services }) => {
    const { recoveryCodes } = await renewRecoveryCodes(deps(services), admin);
    return { message: SECOND_FACTOR_MESSAGES.recoveryCodesRenewed, data: { recovery_codes: recoveryCodes } };
  });

  api.route(contracts.resetSecondFactor, async ({ admin, services }) => {
    await resetOwnSecondFactor(deps(services), admin);
    return { message: SECOND_FACTOR_MESSAGES.reset };
  });

  api.route(contracts.listAdmins, async ({ services }) => ({ data: (await listAdmins(services)).map(teamMemberWire) }));

  api.route(contracts.addAdmin, async ({ admin, body, services }) => {
    const added = await addAdmin(services, admin, { email: body.email, role: body.role });
    return { message: added.message, data: teamMemberWire(added.admin) };
  });

  api.route(contracts.changeAdminRole, async ({ admin, params, body, services }) => changeAdminRole(services, admin, { userId: params.id, role: body.role }));

  api.route(contracts.removeAdmin, async ({ admin, params, services }) => removeAdmin(services, admin, params.id));

  api.route(contracts.resetAdminSecondFactor, async ({ admin, params, services }) => resetColleagueSecondFactor(services, admin, params.id));
}
