import { AuthFrame } from '../components/auth-frame';
import { ForgotPasswordForm } from '../components/recovery-forms';

export const namespaces = ['auth'] as const;

export default function ForgotPasswordPage() {
  return (
    <AuthFrame variant="cover" art="forgot">
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
