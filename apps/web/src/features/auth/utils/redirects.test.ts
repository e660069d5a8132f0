import { describe, expect, it } from 'vitest';
import { alreadyLoggedInRedirect, callbackRedirect, queryValue } from './redirects';

describe('alreadyLoggedInRedirect', () => {
  it('sends a template link to the job-interview wizard', () => {
    expect(alreadyLoggedInRedirect({ interviewTemplateId: 't-1' })).toBe(
      '/interview/register-job-interview?interviewTemplateId=t-1',
    );
  });
  it('keeps the theme alongside the template', () => {
    expect(alreadyLoggedInRedirect({ interviewTemplateId: 't-1', theme: 'dark' })).toBe(
      '/interview/register-job-interview?interviewTemplateId=t-1&theme=dark',
    );
  });
  it('sends a theme-only link to the dashboard with the theme', () => {
    expect(alreadyLoggedInRedirect({ theme: 'light' })).toBe('/app/dashboard?theme=light');
  });
  it('otherwise goes to the dashboard', () => {
    expect(alreadyLoggedInRedirect({})).toBe('/app/dashboard');
  });
});

describe('callbackRedirect', () => {
  it('sends the demo flow to type selection', () => {
    expect(callbackRedirect({ redirect: 'demo', interviewTemplateId: 't-9' })).toBe(
      '/interview/type-selection?ref=demo',
    );
  });
  it('sends a stored template to the wizard', () => {
    expect(callbackRedirect({ interviewTemplateId: 't-9' })).toBe(
      '/interview/register-job-interview?interviewTemplateId=t-9',
    );
  });
  it('sends a visitor who picked a plan back to pricing with it chosen', () => {
    expect(callbackRedirect({ redirect: 'pricing:pro-pack' })).toBe('/app/pricing?plan=pro-pack');
    expect(callbackRedirect({ redirect: 'pricing' })).toBe('/app/pricing');
    expect(callbackRedirect({ redirect: 'pricing:../../evil' })).toBe('/app/dashboard');
  });
  it('defaults to the dashboard, also for unknown redirect values', () => {
    expect(callbackRedirect({})).toBe('/app/dashboard');
    expect(callbackRedirect({ redirect: 'https://evil.example' })).toBe('/app/dashboard');
  });
});

describe('queryValue', () => {
  it("ignores empty and 'undefined' values", () => {
    const params = new URLSearchParams('a=&b=undefined&c=x');
    expect(queryValue(params, 'a')).toBeUndefined();
    expect(queryValue(params, 'b')).toBeUndefined();
    expect(queryValue(params, 'c')).toBe('x');
    expect(queryValue(params, 'd')).toBeUndefined();
  });
});
