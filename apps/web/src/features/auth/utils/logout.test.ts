import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/lib/app-state';
import { useAuthStore } from '@/lib/auth/logged-in';
import { setCookie, setSessionCookies } from '@/lib/auth/cookies';
import { onLogout } from '@/lib/auth/logout-registry';
import { performLogout, type LogoutDeps } from './logout';

function deps(): LogoutDeps & { clear: ReturnType<typeof vi.fn> } {
  const clear = vi.fn();
  return {
    clear,
    queryClient: { cancelQueries: vi.fn(async () => undefined), clear },
    track: vi.fn(),
    dismissToasts: vi.fn(),
  };
}

describe('performLogout', () => {
  it('clears session, storage (except the kept keys), cache, toasts and feature state, and records the event', () => {
    setSessionCookies({ candidateId: 'c1', accessToken: 'at', refreshToken: 'rt', expiresIn: 3600 });
    setCookie('other', '1');
    for (const key of ['candidate', 'codeVerifier', 'interviewRoomId']) localStorage.setItem(key, 'x');
    localStorage.setItem('feedbackSubmitted', 'true');
    localStorage.setItem('intro', 'true');
    localStorage.setItem('vueuse-color-scheme', 'dark');
    useAuthStore.setState({ loggedIn: true });
    useAppStore.setState({ feedbackDialogOpen: true });
    const featureReset = vi.fn();
    const unregister = onLogout(featureReset);
    const d = deps();

    performLogout(d);

    expect(document.cookie).toBe('');
    expect(Object.keys(localStorage).sort()).toEqual(['feedbackSubmitted', 'intro', 'vueuse-color-scheme']);
    expect(useAuthStore.getState().loggedIn).toBe(false);
    expect(useAppStore.getState()).toMatchObject({
      feedbackDialogOpen: false,
      feedbackSubmitted: true,
    });
    expect(d.clear).toHaveBeenCalled();
    expect(d.dismissToasts).toHaveBeenCalled();
    expect(featureReset).toHaveBeenCalledOnce();
    expect(d.track).toHaveBeenCalledWith('logout', { method: 'Click Button' });
    unregister();
  });
});
