// The vitals bench's data floor (decision 0057): the least a React page that shows a report costs. react +
// react-dom, the report asked for as the module starts (as a page's loader would), its heading and summary
// rendered once the answer is in. The page URL carries what the app would read elsewhere: `session` (the
// room), `api` (the API address) and, in the fragment, the token (never sent to the page's server).
// Plain createElement so no JSX plugin is needed to build it.
import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const query = new URLSearchParams(location.search);
const token = new URLSearchParams(location.hash.slice(1)).get('token');
const report = fetch(
  `${query.get('api')}/api/v1/candidate/interview-feedbacks/room/${encodeURIComponent(query.get('session'))}`,
  { headers: { authorization: `Bearer ${token}` } },
).then((res) => res.json());

function Report() {
  const [feedback, setFeedback] = useState(null);
  useEffect(() => void report.then((body) => setFeedback(body.data)), []);
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Interview feedback'),
    feedback ? createElement('p', null, feedback.summary) : createElement('p', null, 'Loading…'),
  );
}

createRoot(document.getElementById('root')).render(createElement(Report));
