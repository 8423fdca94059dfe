import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/*
 * The React floor (issue 35, `npm run bench:lighthouse`): the smallest page React 19 renders, built with the shop's
 * Vite and served by the shop's own server, so the gap between it and the shop's pages is the shop's own.
 */
function Floor() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>LYRIQ</h1>
      <p>Starting from $117,000 drive-away.</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Floor />
    </StrictMode>,
  );
}
