/**
 * Bodies the schemas alone cannot make valid enough to reach the guard and the service (a card
 * number's checksum, a code's digits, a transaction that exists): written out, with the owner's ids.
 */
import { CARD, type World } from './world.js';

export const MATRIX_BODIES = ({ owner, ids }: World): Record<string, unknown> => ({
  'POST /api/sandbox-payments/confirm': { ...CARD, sessionId: ids.paymentSession },
  'POST /api/payment-acceptance': {
    transactionId: ids.transaction,
    companyId: owner.companyId,
    packageId: ids.package,
    transactionStatus: 'Successful',
    transactionMessage: 'ok',
  },
  'POST /api/user/updatedEmailTokenVerification': { secretKey: '123456' },
});
