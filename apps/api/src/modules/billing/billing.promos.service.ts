import {
  BILLING,
  currencyExponent,
  formatMoney,
  MESSAGES,
  type PromoAdditionRequest,
  type PromoAdditionResponse,
  toMajorUnits,
} from '@talentdeck/shared';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import type { Principal } from '#api/platform/policy.js';
import * as paymentsRepo from './billing.payments.repository.js';
import { freeSession, openSession, packageToPay } from './billing.payments.service.js';
import * as repo from './billing.repository.js';

/**
 * Promo codes at checkout: whether a code applies to a package, the price it leaves, and the
 * payment session that reserves one of the code's uses until it is paid or lapses.
 */

function promoIsUsable(promo: repo.PromoRow, packageId: string, now: Date) {
  return (
    promo.isActive &&
    (!promo.expiresAt || promo.expiresAt > now) &&
    (!promo.packageId || promo.packageId === packageId) &&
    (promo.maxUses === null || promo.timesUsed < promo.maxUses)
  );
}

function discountedMinor(promo: repo.PromoRow, pkg: repo.PackageRow) {
  const off =
    promo.discountType === 'percent'
      ? Math.round((pkg.unitPriceMinor * promo.discountValueHundredths) / 10_000)
      : Math.round((promo.discountValueHundredths / 100) * 10 ** currencyExponent(pkg.currency));
  return Math.max(0, pkg.unitPriceMinor - off);
}

/**
 * Opens a payment session that uses a promo code, reserving one of the code's uses for it. The
 * promo row is locked, so parallel buyers are counted one after the other and the completed plus
 * reserved uses never pass maxUses. The company's earlier reservations of the code are released
 * (their sessions are returned so their intents can be cancelled). Returns undefined when no use is left.
 */
function openPromoSession(
  ctx: AppContext,
  input: { promoId: string; session: paymentsRepo.NewSession; heldUntil: Date; isUsable: (p: repo.PromoRow) => boolean },
) {
  return inTransaction(ctx, async (tx) => {
    const promo = await paymentsRepo.lockPromo(tx.db, input.promoId);
    if (!promo || !input.isUsable(promo)) return undefined;
    const companyId = input.session.companyId;
    if (promo.maxUses !== null) {
      const others = await paymentsRepo.countOthersLiveHolds(tx.db, promo.id, companyId);
      if (promo.timesUsed + others >= promo.maxUses) return undefined;
    }
    const released = await paymentsRepo.releaseLiveHolds(tx.db, promo.id, companyId);
    const session = await paymentsRepo.insertSession(tx.db, input.session);
    await paymentsRepo.insertPromoHold(tx.db, {
      promoId: promo.id,
      sessionId: session.id,
      companyId,
      heldUntil: input.heldUntil,
    });
    return { session, releasedSessions: await paymentsRepo.findSessions(tx.db, released) };
  });
}

export async function applyPromoCode(
  ctx: AppContext,
  caller: Principal,
  input: PromoAdditionRequest,
): Promise<PromoAdditionResponse> {
  const pkg = await packageToPay(ctx, caller, input);
  const invalid = {
    message: MESSAGES.invalidPromoCode,
    transactionAmount: toMajorUnits(pkg.unitPriceMinor, pkg.currency),
    sessionId: null,
    promosId: null,
  };
  const now = new Date();
  const promo = await repo.getPromoByCode(ctx.db, input.promoCode);
  if (!promo || !promoIsUsable(promo, pkg.id, now)) return invalid;
  const amountMinor = discountedMinor(promo, pkg);
  const values =
    amountMinor === 0 ? freeSession(caller, pkg, promo.id) : await openSession(ctx, caller, pkg, amountMinor, promo.id);
  const opened = await openPromoSession(ctx, {
    promoId: promo.id,
    session: values,
    heldUntil: new Date(now.getTime() + BILLING.promoHoldMinutes * 60_000),
    isUsable: (p) => promoIsUsable(p, pkg.id, new Date()),
  });
  if (!opened) {
    if (values.provider !== 'free') await ctx.payments.provider.cancelIntent(values.providerIntentId);
    return invalid;
  }
  // The company's earlier reservation of this code lapses with its intent, so it cannot be paid later.
  for (const s of opened.releasedSessions) {
    if (s.provider !== 'free') await ctx.payments.provider.cancelIntent(s.providerIntentId).catch(() => undefined);
  }
  const off =
    promo.discountType === 'percent'
      ? `${promo.discountValueHundredths / 100}% off`
      : `${formatMoney(promo.discountValueHundredths / 100, pkg.currency)} off`;
  return {
    message: `${MESSAGES.promoApplied}: ${off}`,
    transactionAmount: toMajorUnits(amountMinor, pkg.currency),
    sessionId: opened.session.clientSecret,
    promosId: promo.id,
  };
}
