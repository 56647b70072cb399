/**
 * antd's `Input` namespace drags in Search, TextArea and OTP; the auth screens only need these two,
 * and /signin has a strict download budget.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
