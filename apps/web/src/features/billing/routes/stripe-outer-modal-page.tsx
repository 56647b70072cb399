import { Navigate, useLocation } from 'react-router';

/**
 * /stripe-outer-modal: where a card payment's bank step returns. The result of the payment is shown
 * on /profilesettings/payment-success, which reads the same parameters.
 */
export function StripeOuterModalPage() {
  const { search } = useLocation();
  return <Navigate to={`/profilesettings/payment-success${search}`} replace />;
}
