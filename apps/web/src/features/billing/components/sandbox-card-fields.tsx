import { CARD_EXPIRY_PATTERN, cardExpiryCurrent, luhnValid, MESSAGES } from '@talentdeck/shared';
import { Alert, Form } from 'antd';
import { Input } from '#web/components/inputs';

/** Groups digits in fours as they are typed: 4242 4242 4242 4242. */
const formatCardNumber = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const formatExpiry = (v: string) => {
  const digits = v.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** The card form of the sandbox provider (test mode): no real card is charged. */
export function SandboxCardFields() {
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="td-test-mode"
        title="Test mode: no real payment is made."
        description="Use 4242 4242 4242 4242 for a successful payment, 4000 0000 0000 0002 for a declined card or 4000 0000 0000 9995 for insufficient funds, with any future expiry date and any CVC."
        style={{ marginBottom: 16 }}
      />
      <Form.Item
        label="Card number"
        name="cardNumber"
        normalize={formatCardNumber}
        rules={[
          { required: true, pattern: /^[\d ]{14,23}$/, message: MESSAGES.cardNumberInvalid },
          // The server refuses a mistyped number too (the same check): said here before any attempt.
          {
            validator: (_, value?: string) =>
              !value || luhnValid(value.replace(/\D/g, ''))
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.cardNumberInvalid)),
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" />
      </Form.Item>
      <div className="td-card-row">
        <Form.Item
          label="Expiry (MM/YY)"
          name="cardExpiry"
          normalize={formatExpiry}
          rules={[
            { required: true, pattern: CARD_EXPIRY_PATTERN, message: MESSAGES.cardExpiryInvalid },
            {
              validator: (_, value?: string) =>
                !value || !CARD_EXPIRY_PATTERN.test(value) || cardExpiryCurrent(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(MESSAGES.cardExpired)),
            },
          ]}
        >
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />
        </Form.Item>
        <Form.Item
          label="CVC"
          name="cardCvc"
          normalize={(v: string) => v.replace(/\D/g, '').slice(0, 4)}
          rules={[{ required: true, pattern: /^\d{3,4}$/, message: MESSAGES.cardCvcInvalid }]}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
        </Form.Item>
      </div>
    </>
  );
}
