import { describe, expect, it } from 'vitest';
import { pages, type Page } from '@/config/pages';
import { guardRedirect } from './page-access';

describe('guardRedirect', () => {
  it.each(['/', '/auth/sign-in', '/auth/callback'])('moves a logged-in user away from %s', (path) => {
    expect(guardRedirect(path, '', true)).toBe('/app/dashboard');
  });
  it('keeps template and theme for a logged-in user on sign-in', () => {
    expect(guardRedirect('/auth/sign-in', '?platform=google&interviewTemplateId=7&theme=dark', true)).toBe(
      '/interview/register-job-interview?interviewTemplateId=7&theme=dark',
    );
  });
  it.each([
    '/app/dashboard',
    '/app/interview-sessions',
    '/app/interview-sessions/report',
    '/interview/type-selection',
    '/interview/register-salary-negotiation',
    '/interview/join',
    '/interview/room',
    '/interview/feedback',
    '/app/dashboard/',
  ])('sends a visitor on %s to /logout', (path) => {
    expect(guardRedirect(path, '?session=1', false)).toBe('/logout');
  });
  it.each(['/', '/app/pricing', '/app/subscriptions', '/device-test', '/nope', '/auth/sign-in'])(
    'lets a visitor see %s',
    (path) => {
      expect(guardRedirect(path, '', false)).toBeNull();
    },
  );
  it('lets a logged-in user through app pages', () => {
    expect(guardRedirect('/app/dashboard', '', true)).toBeNull();
    expect(guardRedirect('/interview/room', '?session=1', true)).toBeNull();
  });
  it('sends a visitor with a template link to the login page, keeping the template', () => {
    expect(guardRedirect('/interview/register-job-interview', '?interviewTemplateId=7', false)).toBe(
      '/?interviewTemplateId=7',
    );
    expect(guardRedirect('/interview/register-job-interview', '', false)).toBe('/logout');
  });
});

// Read off the registry, so a page added later is covered without touching this file: a page declared for
// candidates that a visitor could stay on (seeing its error states) fails here.
describe('the access each page declares', () => {
  const declared = Object.entries<Page>(pages).filter(([, page]) => page.path !== '*');
  const withAccess = (access: Page['access']) => declared.filter(([, page]) => page.access === access);

  it.each(withAccess('candidate'))('sends a visitor on %s to /logout', (_, page) => {
    expect(guardRedirect(page.path, '?session=1', false)).toBe('/logout');
  });
  it.each(withAccess('candidate'))('lets a logged-in user open %s', (_, page) => {
    expect(guardRedirect(page.path, '?session=1', true)).toBeNull();
  });
  it.each(withAccess('visitor'))('moves a logged-in user away from %s', (_, page) => {
    expect(guardRedirect(page.path, '', true)).toBe('/app/dashboard');
  });
  it.each([...withAccess('visitor'), ...withAccess('anyone')])('lets a visitor open %s', (_, page) => {
    expect(guardRedirect(page.path, '', false)).toBeNull();
  });
});
