import type { FastifyInstance } from 'fastify';
import { isAllowedOrigin, originOf } from '../../lib/config.ts';
import { sendEnvelope } from '../../plugins/app/envelope.ts';
import { StoreError } from '../../store/index.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface AuthorizeQuery {
  state?: string;
  code_challenge?: string;
  redirect_uri?: string;
  persona?: string;
  fresh?: string;
}

/**
 * Stand-in for Google's consent screen. Lists the personas (default first); choosing one redirects to the web
 * app's /auth/callback with a one-time code. `&persona=<id>` skips the page (302), for automated clients;
 * `&fresh=1` signs in as a new isolated copy of the persona instead of the shared one.
 */
export default async function mockGoogleRoutes(fastify: FastifyInstance) {
  fastify.get<{ Querystring: AuthorizeQuery }>('/__mock/google/authorize', async (request, reply) => {
    const { state, code_challenge: challenge, redirect_uri: redirectUri, persona, fresh } = request.query;
    const origin = redirectUri ? originOf(redirectUri) : undefined;
    if (!redirectUri || !origin || !isAllowedOrigin(fastify.mockConfig, origin))
      return sendEnvelope(
        reply,
        400,
        'redirect_uri is missing or its origin is not allowed (WEB_ORIGIN / MOCK_WEB_ORIGINS)',
      );
    const flow = state ? fastify.store.getAuthFlow(state) : undefined;
    if (!state || !flow || flow.used || flow.codeChallenge !== challenge || flow.redirectUri !== redirectUri)
      return sendEnvelope(reply, 400, 'Unknown or expired sign-in request: start again from the app');

    if (persona) {
      try {
        const { code } = fastify.store.authorize(state, persona, {
          fresh: fresh === '1' || fresh === 'true',
        });
        const target = new URL(redirectUri);
        target.searchParams.set('code', code);
        target.searchParams.set('state', state);
        return reply.redirect(target.toString(), 302);
      } catch (e) {
        if (e instanceof StoreError) return sendEnvelope(reply, e.statusCode, e.message);
        throw e;
      }
    }

    const hidden = Object.entries(request.query)
      .filter(([k]) => k !== 'persona' && k !== 'fresh')
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(String(v))}">`)
      .join('');
    const personas = fastify.store.listPersonas();
    const buttons = personas
      .map(
        (
          p,
          i,
        ) => `<li><button type="submit" name="persona" value="${escapeHtml(p.id)}"${i === 0 ? ' autofocus' : ''}>
          <span class="name">${escapeHtml(p.fullName)}</span><span class="desc">${escapeHtml(p.description)}</span></button></li>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with Google (mock)</title>
<style>
body{font-family:system-ui,sans-serif;background:#0b1020;color:#e5e7eb;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#111827;border:1px solid #374151;border-radius:12px;padding:2rem;max-width:28rem;width:100%}
h1{font-size:1.25rem;margin:0 0 .25rem}p{color:#9ca3af;margin:0 0 1.25rem}ul{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
button{width:100%;text-align:left;background:#1f2937;color:inherit;border:1px solid #4b5563;border-radius:8px;padding:.75rem 1rem;cursor:pointer;display:grid;gap:.125rem;font:inherit}
button:hover,button:focus-visible{border-color:#60a5fa;outline:2px solid #60a5fa;outline-offset:2px}
.name{font-weight:600}.desc{font-size:.85rem;color:#9ca3af}label{display:flex;gap:.5rem;margin-top:1rem;color:#9ca3af;font-size:.9rem}
</style></head>
<body><main>
<h1>Choose an account</h1>
<p>Mock Google sign-in: pick a persona to continue to the app.</p>
<form method="get" action="/__mock/google/authorize" aria-label="Choose an account">${hidden}
<ul>${buttons}</ul>
<label><input type="checkbox" name="fresh" value="1"> Use a fresh copy (isolated data)</label>
</form>
</main></body></html>`);
  });
}
