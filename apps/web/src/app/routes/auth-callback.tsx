export { AuthCallbackPage as Component } from '@/features/auth/components/auth-callback-page';
