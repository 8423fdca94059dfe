import '../lib/zod-jitless';
import '../styles/fonts.css';
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { useTransitionLocation, useTransitionSearch } from '../lib/navigation';
import StaffPages from './pages/staff-pages';
import { Providers } from './providers';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The back office's own entry (staff.html, vite.staff.config.ts): routes under /staff only.
createRoot(root).render(
  <StrictMode>
    <Providers>
      <Router base="/staff" hook={useTransitionLocation} searchHook={useTransitionSearch}>
        <StaffPages />
      </Router>
    </Providers>
  </StrictMode>,
);
