import { MESSAGES, type PromoAdditionResponse } from '@talentdeck/shared';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { Input } from '#web/components/inputs';
import { errorMessage } from '#web/lib/api';
import { useAddPromo } from '../api/add-promo';

type PromoCodeFieldProps = {
  companyId: string;
  packageId: string;
  disabled?: boolean;
  onApplied: (result: PromoAdditionResponse & { promoCode: string }) => void;
};

/** The promo code box: 'Invalid Promo Code' shows as an error, any other answer as a success. */
export function PromoCodeField({ companyId, packageId, disabled, onApplied }: PromoCodeFieldProps) {
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<{ ok: boolean; message: string } | null>(null);
  const addPromo = useAddPromo();

  const apply = () => {
    const promoCode = code.trim();
    if (!promoCode) return;
    setFeedback(null);
    addPromo.mutate(
      { promoCode, packageId, companyId },
      {
        onSuccess: (result) => {
          const ok = result.message !== MESSAGES.invalidPromoCode && Boolean(result.sessionId);
          setFeedback({ ok, message: result.message });
          if (ok) onApplied({ ...result, promoCode });
        },
        onError: (error) => setFeedback({ ok: false, message: errorMessage(error) }),
      },
    );
  };

  return (
    <Form.Item
      label="Promo code"
      htmlFor="promo-code"
      validateStatus={feedback ? (feedback.ok ? 'success' : 'error') : undefined}
      help={feedback ? <span role={feedback.ok ? 'status' : 'alert'}>{feedback.message}</span> : undefined}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="promo-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setFeedback(null);
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            apply();
          }}
          disabled={disabled}
          placeholder="Enter a promo code"
          autoComplete="off"
        />
        <Button onClick={apply} loading={addPromo.isPending} disabled={disabled || !code.trim()}>
          Apply
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
