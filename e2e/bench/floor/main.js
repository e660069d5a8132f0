// The vitals bench's floor (decision 0550): the least a React page costs, react + react-dom rendering one
// heading. Plain createElement so no JSX plugin is needed to build it.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  createElement('h1', null, 'Practise your next interview with an AI interviewer'),
);
