import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines are shared and slow: give lazy chunks and queries time to settle before a find* gives up.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
