import { updateCompanyRequestSchema } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { companies, companyUsers, packages, users } from '#api/db/schema/index.js';
import { grantFirstApprovalBenefits } from '#api/modules/admin/admin.service.js';
import { acceptPayment, confirmSandboxPayment, createPaymentIntent } from '#api/modules/billing/billing.payments.service.js';
import { updateCompany } from '#api/modules/companies/companies.service.js';
import { locateCity } from '#api/modules/geo/geo.service.js';
import type { AppContext } from '#api/platform/context.js';
import { DEMO_LOADER, type Principal } from '#api/platform/policy.js';
import { DEMO_COMPANY } from './content/company.js';
import { principal } from './demo-principal.js';

/**
 * The demo company: its owner and collaborator, its business profile, and its job credits bought
 * through the sandbox payments.
 */

const DAY = 86_400_000;

/**
 * The company, allowed and with its sign-up completed: owner and collaborator with verified
 * addresses, the business profile through the service, the free job of the first approval, and a
 * Premium bundle bought through the sandbox with its success card.
 */
export async function createCompany(ctx: AppContext) {
  const passwordHash = await ctx.passwords.hash(DEMO_COMPANY.password);
  const verified = new Date(Date.now() - 120 * DAY);
  const { companyId, ownerId, collaboratorId } = await ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        companyName: DEMO_COMPANY.companyName,
        phoneNumber: DEMO_COMPANY.phoneNumber,
        isAllowed: true,
        createdAt: verified,
      })
      .returning({ id: companies.id });
    const inserted = await tx
      .insert(users)
      .values([
        {
          name: DEMO_COMPANY.ownerName,
          email: DEMO_COMPANY.ownerEmail,
          title: DEMO_COMPANY.ownerTitle,
          phoneNumber: DEMO_COMPANY.phoneNumber,
          passwordHash,
          userType: 'Company' as const,
          emailVerifiedAt: verified,
          createdAt: verified,
        },
        {
          name: DEMO_COMPANY.collaboratorName,
          email: DEMO_COMPANY.collaboratorEmail,
          title: DEMO_COMPANY.collaboratorTitle,
          passwordHash,
          userType: 'Company' as const,
          emailVerifiedAt: verified,
          createdAt: verified,
        },
      ])
      .returning({ id: users.id, email: users.email });
    const ownerId = inserted.find((u) => u.email === DEMO_COMPANY.ownerEmail)?.id;
    const collaboratorId = inserted.find((u) => u.email === DEMO_COMPANY.collaboratorEmail)?.id;
    if (!company || !ownerId || !collaboratorId) throw new Error('insert returned no row');
    await tx.insert(companyUsers).values([
      { companyId: company.id, userId: ownerId, isOwner: true, createdAt: verified },
      { companyId: company.id, userId: collaboratorId, isOwner: false, createdAt: verified },
    ]);
    return { companyId: company.id, ownerId, collaboratorId };
  });
  const owner = principal({
    userId: ownerId,
    name: DEMO_COMPANY.ownerName,
    email: DEMO_COMPANY.ownerEmail,
    userType: 'Company',
    companyId,
    isOwner: true,
  });
  const collaborator = principal({
    userId: collaboratorId,
    name: DEMO_COMPANY.collaboratorName,
    email: DEMO_COMPANY.collaboratorEmail,
    userType: 'Company',
    companyId,
  });

  const offices = [];
  for (const o of DEMO_COMPANY.offices) {
    const at = await locateCity(o.city, o.country);
    offices.push({ ...o, lat: at?.lat ?? null, long: at?.lng ?? null });
  }
  await updateCompany(
    ctx,
    owner,
    companyId,
    updateCompanyRequestSchema.parse({
      about: DEMO_COMPANY.about,
      website: DEMO_COMPANY.website,
      linkedinProfile: DEMO_COMPANY.linkedinProfile,
      twitterProfile: DEMO_COMPANY.twitterProfile,
      noOfEmployees: DEMO_COMPANY.noOfEmployees,
      companyBenefits: DEMO_COMPANY.companyBenefits,
      companyAge: DEMO_COMPANY.companyAge,
      address: offices,
    }),
  );
  await grantFirstApprovalBenefits(ctx, DEMO_LOADER, companyId);
  await buyBundle(ctx, owner, companyId, 'Premium');
  return { companyId, owner, collaborator };
}

async function buyBundle(ctx: AppContext, owner: Principal, companyId: string, packageName: string) {
  if (!ctx.payments.sandbox) {
    throw new Error('npm run demo buys its job credits with the sandbox payments: run it without the Stripe settings');
  }
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.packageName, packageName)).limit(1);
  if (!pkg) throw new Error(`the ${packageName} package is not seeded`);
  const intent = await createPaymentIntent(ctx, owner, { packageId: pkg.id, companyId });
  const paid = await confirmSandboxPayment(ctx, owner, {
    sessionId: intent.sessionId,
    cardNumber: '4242424242424242',
    expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    cvc: '123',
    cardholderName: DEMO_COMPANY.ownerName,
  });
  if (paid.status !== 'succeeded') throw new Error(`the sandbox refused the demo payment: ${paid.message}`);
  await acceptPayment(ctx, owner, {
    transactionId: paid.transactionId,
    companyId,
    packageId: pkg.id,
    transactionAmount: intent.transactionAmount,
    transactionStatus: 'succeeded',
    transactionMessage: paid.message,
  });
}
