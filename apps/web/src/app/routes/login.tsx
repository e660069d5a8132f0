import { useLocation } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';

export function Component() {
  const { search } = useLocation();
  return <LoginPage search={search} />;
}
