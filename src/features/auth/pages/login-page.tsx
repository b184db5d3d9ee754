import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';

export const namespaces = ['auth'] as const;

export default function LoginPage() {
  return (
    <AuthFrame variant="cover" art="login">
      <LoginForm />
    </AuthFrame>
  );
}
