import type { SandboxConfirmRequest, SandboxConfirmResponse } from '@talentdeck/shared';
import { api } from '#web/lib/api';

/** The sandbox card form's submit (test mode only). */
export const confirmSandboxPayment = (body: SandboxConfirmRequest) =>
  api.post<SandboxConfirmResponse>('/sandbox-payments/confirm', body);
