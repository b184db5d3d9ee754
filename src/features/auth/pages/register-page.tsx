import { AuthFrame } from '../components/auth-frame';
import { RegisterForm } from '../components/register-form';

export const namespaces = ['auth'] as const;

export default function RegisterPage() {
  return (
    <AuthFrame variant="cover" art="register">
      <RegisterForm />
    </AuthFrame>
  );
}
